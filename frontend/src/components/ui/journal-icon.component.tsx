// Subject pictograms for the ten journals, drawn as SVG in the bundle: the catalogue's emoji icons (still
// sent with a submission, SPEC section 3) render as empty boxes where no emoji font is installed.
import { JOURNALS } from '../../content/journals.content';
import type { JournalId } from '../../content/journal.types';
import { Icon, type IconName } from './icon.component';

export const JOURNAL_GLYPHS: Record<JournalId, IconName> = {
  'civil-engineering': 'bridge',
  'mechanical-engineering': 'gear',
  'electronics-engineering': 'chip',
  'electrical-engineering': 'bolt',
  'computer-science-engineering': 'code',
  'applied-science': 'flask',
  'ai-ml-data-science': 'network',
  'law-social-science': 'scales',
  education: 'cap',
  management: 'bars',
};

interface Props {
  /** The journal's id, or its name as stored with a submission; anything unknown gets a document. */
  journal: JournalId | string | null | undefined;
  size?: number;
  className?: string;
}

function glyphFor(journal: Props['journal']): IconName {
  const found = JOURNALS.find((j) => j.id === journal || j.name === journal);
  return found ? JOURNAL_GLYPHS[found.id] : 'document';
}

export function JournalIcon({ journal, size = 28, className }: Props) {
  return <Icon name={glyphFor(journal)} size={size} className={className} />;
}

// Subject pictograms of the journals, drawn as SVG in the bundle: a journal's icon is an emoji key (still
// sent with a submission, SPEC section 3), and emoji render as empty boxes where no emoji font is installed.
import { findJournal } from '@journal/journals';
import { Icon, type IconName } from './icon.component';

/** The journals service's icons (services/journals/src/domain/journal-options.ts) and their drawings. */
export const JOURNAL_GLYPHS: Readonly<Record<string, IconName>> = {
  '🏗️': 'bridge',
  '⚙️': 'gear',
  '📡': 'chip',
  '⚡': 'bolt',
  '💻': 'code',
  '🔬': 'flask',
  '🤖': 'network',
  '⚖️': 'scales',
  '🎓': 'cap',
  '📊': 'bars',
  '📚': 'book',
  '🧪': 'flask',
  '🧬': 'dna',
  '🌍': 'globe',
  '🏥': 'medical',
  '🏛️': 'columns',
  '🎨': 'palette',
  '🧮': 'calculator',
};

/** The journals service's icon for a journal that has not chosen one. */
export const DEFAULT_ICON = '📚';

interface Props {
  /** The journal's slug, or its name as stored with a submission. */
  journal: string | null | undefined;
  /** The journal's icon when the caller has it (the journal list, a submission's journal_icon). */
  icon?: string | null;
  size?: number;
  className?: string;
}

/**
 * The drawing for the journal's icon; without one, the icon of a seeded journal found by slug or by the
 * name stored with older submissions; anything unknown gets a document.
 */
export function glyphFor(journal: string | null | undefined, icon?: string | null): IconName {
  const key = icon ?? findJournal(journal)?.icon;
  return (key && JOURNAL_GLYPHS[key]) || 'document';
}

/** The icon key sent with a submission (SPEC section 3): the journal's own, else a seeded journal's. */
export function iconKeyOf(slug: string, icon?: string | null): string {
  return icon ?? findJournal(slug)?.icon ?? DEFAULT_ICON;
}

export function JournalIcon({ journal, icon, size = 28, className }: Props) {
  return <Icon name={glyphFor(journal, icon)} size={size} className={className} />;
}

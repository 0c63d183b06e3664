import type { JournalId, JournalSummary } from '../../content/journal.types';
import { JournalIcon } from '../../components/ui/journal-icon.component';

interface Props {
  journals: readonly JournalSummary[];
  selected: JournalId | null;
  onSelect: (id: JournalId) => void;
}

export function JournalGrid({ journals, selected, onSelect }: Props) {
  return (
    <div className="submit-journals" role="group" aria-label="Journals">
      {journals.map((journal) => (
        <button
          key={journal.id}
          type="button"
          className={`submit-journal${selected === journal.id ? ' submit-journal--selected' : ''}`}
          aria-pressed={selected === journal.id}
          onClick={() => onSelect(journal.id)}
        >
          <JournalIcon journal={journal.id} className="submit-journal__icon" />
          <span className="submit-journal__name">{journal.name}</span>
          <span className="submit-journal__description">{journal.description}</span>
        </button>
      ))}
    </div>
  );
}

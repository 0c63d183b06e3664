// Step 1 of /submit: a card per journal of the journals service (icon, name, description). A journal
// that is not accepting submissions is shown, but cannot be chosen.
import type { UseQueryResult } from '@tanstack/react-query';
import type { JournalSummary } from '../../api/journals.api';
import { JournalIcon } from '../../components/ui/journal-icon.component';
import { JournalsLoadFailed } from '../../components/layout/journal-list-status.component';

export const NOT_ACCEPTING_TEXT = 'Not accepting submissions at present';

interface Props {
  journals: UseQueryResult<JournalSummary[]>;
  selected: string | null;
  onSelect: (journal: JournalSummary) => void;
}

export function JournalGrid({ journals, selected, onSelect }: Props) {
  if (journals.isPending)
    return (
      <div className="submit-journals" role="status" aria-busy="true" aria-label="Loading journals">
        {Array.from({ length: 10 }, (_, index) => (
          <div key={index} className="submit-journal submit-journal--loading" aria-hidden="true">
            <span className="skeleton skeleton-line skeleton-line--title" />
            <span className="skeleton skeleton-line" />
          </div>
        ))}
      </div>
    );
  if (journals.isError)
    return (
      <p className="submit-message submit-message--error" role="alert">
        <JournalsLoadFailed query={journals} />
      </p>
    );
  return (
    <div className="submit-journals" role="group" aria-label="Journals">
      {journals.data.map((journal) => (
        <button
          key={journal.slug}
          type="button"
          className={`submit-journal${selected === journal.slug ? ' submit-journal--selected' : ''}`}
          aria-pressed={selected === journal.slug}
          disabled={!journal.acceptingSubmissions}
          onClick={() => onSelect(journal)}
        >
          <JournalIcon journal={journal.slug} icon={journal.icon} className="submit-journal__icon" />
          <span className="submit-journal__name">{journal.name}</span>
          <span className="submit-journal__description">
            {journal.acceptingSubmissions ? journal.description : NOT_ACCEPTING_TEXT}
          </span>
        </button>
      ))}
    </div>
  );
}

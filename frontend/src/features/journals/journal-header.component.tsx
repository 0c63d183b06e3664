// Coloured journal header: abbreviation, full title, the publisher line from the runtime configuration,
// and the journal's cover when one is uploaded (otherwise the bundled look: colour and text only).
import { useRuntimeConfig } from '../../api/runtime-config';
import type { JournalDetail } from '../../api/journals.api';
import { journalColour } from '../../components/ui/journal-colour';

export function publisherLine(publisherName: string | null): string {
  const base = 'A peer-reviewed, open-access international journal';
  return publisherName ? `${base} by ${publisherName}` : base;
}

/** "ISSN 1234-5678 (Print) · ISSN 2345-6789 (Online)": only the numbers the journal has (none on a fresh install). */
export function issnLine(journal: Pick<JournalDetail, 'issnPrint' | 'issnOnline'>): string {
  const parts: string[] = [];
  if (journal.issnPrint) parts.push(`ISSN ${journal.issnPrint} (Print)`);
  if (journal.issnOnline) parts.push(`ISSN ${journal.issnOnline} (Online)`);
  return parts.join(' · ');
}

export function JournalHeader({ journal }: { journal: JournalDetail }) {
  const { config, error } = useRuntimeConfig();
  const settled = config !== null || error !== null;

  return (
    <header className="journal-hero" style={{ background: journalColour(journal.slug) }}>
      <div
        className={
          journal.coverUrl ? 'journal-hero__inner journal-hero__inner--cover' : 'journal-hero__inner'
        }
      >
        {journal.coverUrl && (
          <img
            className="journal-hero__cover"
            src={journal.coverUrl}
            alt={`Cover of ${journal.fullTitle}`}
            width={150}
            height={200}
          />
        )}
        <div>
          <p className="journal-hero__abbr">{journal.abbreviation}</p>
          <h1 className="journal-hero__title">{journal.fullTitle}</h1>
          <p className="journal-hero__publisher" aria-busy={!settled}>
            {settled ? publisherLine(config?.publisherName ?? null) : '\u00a0'}
          </p>
          {issnLine(journal) && <p className="journal-hero__issn">{issnLine(journal)}</p>}
        </div>
      </div>
    </header>
  );
}

/** The header's place while the journal loads: same height, no text yet. */
export function JournalHeaderSkeleton({ slug }: { slug: string }) {
  return (
    <header
      className="journal-hero journal-hero--loading"
      style={{ background: journalColour(slug) }}
      aria-hidden="true"
    >
      <div className="journal-hero__inner">
        <p className="journal-hero__abbr">{'\u00a0'}</p>
        <p className="journal-hero__title skeleton skeleton-line skeleton-line--title">{'\u00a0'}</p>
        <p className="journal-hero__publisher">{'\u00a0'}</p>
      </div>
    </header>
  );
}

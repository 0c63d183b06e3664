// Coloured journal header: abbreviation, full name and the publisher line from the runtime configuration.
import { useRuntimeConfig } from '../../api/runtime-config';
import type { JournalSummary } from '../../content/journal.types';

export function publisherLine(publisherName: string | null): string {
  const base = 'A peer-reviewed, open-access international journal';
  return publisherName ? `${base} by ${publisherName}` : base;
}

export function JournalHeader({ journal }: { journal: JournalSummary }) {
  const { config, error } = useRuntimeConfig();
  const settled = config !== null || error !== null;

  return (
    <header className="journal-hero" style={{ background: journal.color }}>
      <div className="journal-hero__inner">
        <p className="journal-hero__abbr">{journal.abbreviation}</p>
        <h1 className="journal-hero__title">{journal.fullName}</h1>
        <p className="journal-hero__publisher" aria-busy={!settled}>
          {settled ? publisherLine(config?.publisherName ?? null) : '\u00a0'}
        </p>
      </div>
    </header>
  );
}

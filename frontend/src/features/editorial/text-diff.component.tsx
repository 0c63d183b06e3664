import { diffWordsWithSpace } from 'diff';
import { useMemo } from 'react';

/**
 * The publisher's text and a journal's override side by side (issue 44 item 3): words only the publisher
 * has are marked removed on the left, words only the journal has are marked added on the right. The
 * difference is jsdiff's (`diff` on npm), not ours.
 */
export function TextDiff({
  label,
  publisher,
  journal,
}: {
  label: string;
  publisher: string;
  journal: string;
}) {
  const changes = useMemo(() => diffWordsWithSpace(publisher, journal), [publisher, journal]);
  return (
    <div className="text-diff" role="group" aria-label={label}>
      <figure className="text-diff-side" aria-label={`${label}: the publisher's text`}>
        <figcaption>The publisher&apos;s text</figcaption>
        <pre>
          {changes.map((c, i) =>
            c.added ? null : c.removed ? <del key={i}>{c.value}</del> : <span key={i}>{c.value}</span>,
          )}
        </pre>
      </figure>
      <figure className="text-diff-side" aria-label={`${label}: this journal's text`}>
        <figcaption>This journal&apos;s text</figcaption>
        <pre>
          {changes.map((c, i) =>
            c.removed ? null : c.added ? <ins key={i}>{c.value}</ins> : <span key={i}>{c.value}</span>,
          )}
        </pre>
      </figure>
    </div>
  );
}

import { useRef } from 'react';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { IssuePaper } from './issues-admin.api';

interface ContentsProps {
  papers: IssuePaper[];
  busy: boolean;
  /** Papers leave only an issue in preparation. */
  canRemove: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (paper: IssuePaper) => void;
}

const pages = (p: IssuePaper) =>
  p.firstPage === null
    ? ''
    : p.lastPage && p.lastPage !== p.firstPage
      ? `pp. ${p.firstPage}-${p.lastPage}`
      : `p. ${p.firstPage}`;

/**
 * The table of contents, one ordered list (no sections yet): Up and Down buttons for every paper (the
 * keyboard way), and dragging a row onto another for a mouse.
 */
export function IssueContents({ papers, busy, canRemove, onMove, onRemove }: ContentsProps) {
  const dragged = useRef<number | null>(null);
  if (papers.length === 0)
    return <p className="editorial-muted">No papers yet: add accepted papers from the list beside.</p>;
  return (
    <ol className="issues-toc" aria-label="Table of contents">
      {papers.map((paper, index) => (
        <li
          key={paper.id}
          className="issues-toc__item"
          draggable={!busy}
          onDragStart={() => (dragged.current = index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged.current !== null && dragged.current !== index) onMove(dragged.current, index);
            dragged.current = null;
          }}
        >
          <div className="issues-toc__text">
            <span className="issues-toc__title">{paper.title}</span>
            <span className="editorial-muted">
              {paper.authorName}
              {pages(paper) && ` · ${pages(paper)}`}
              {paper.status !== 'published' && ` · ${paper.status}`}
              {paper.heldByUnpublishing && ' · waiting for the issue to be republished'}
            </span>
          </div>
          <div className="issues-toc__actions">
            <SolidButton
              look="admin"
              variant="small"
              ghost
              disabled={busy || index === 0}
              aria-label={`Move up: ${paper.title}`}
              onClick={() => onMove(index, index - 1)}
            >
              ↑ Move up
            </SolidButton>
            <SolidButton
              look="admin"
              variant="small"
              ghost
              disabled={busy || index === papers.length - 1}
              aria-label={`Move down: ${paper.title}`}
              onClick={() => onMove(index, index + 1)}
            >
              ↓ Move down
            </SolidButton>
            {canRemove && (
              <SolidButton
                look="admin"
                variant="small"
                ghost
                disabled={busy}
                aria-label={`Remove from issue: ${paper.title}`}
                onClick={() => onRemove(paper)}
              >
                Remove
              </SolidButton>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

interface WaitingProps {
  papers: IssuePaper[];
  busy: boolean;
  onAdd: (paper: IssuePaper) => void;
}

/** Accepted papers in no issue yet, oldest acceptance first, each with "Add to issue". */
export function WaitingPapers({ papers, busy, onAdd }: WaitingProps) {
  if (papers.length === 0)
    return <p className="editorial-muted">No accepted paper is waiting for an issue.</p>;
  return (
    <ul className="issues-waiting">
      {papers.map((paper) => (
        <li key={paper.id} className="issues-toc__item">
          <div className="issues-toc__text">
            <span className="issues-toc__title">{paper.title}</span>
            <span className="editorial-muted">{paper.authorName}</span>
          </div>
          <SolidButton
            look="admin"
            variant="small"
            disabled={busy}
            aria-label={`Add to issue: ${paper.title}`}
            onClick={() => onAdd(paper)}
          >
            Add to issue
          </SolidButton>
        </li>
      ))}
    </ul>
  );
}

/** The list with the paper at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

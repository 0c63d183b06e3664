import { useRef } from 'react';
import { SolidButton } from '../../components/ui/solid-button.component';
import {
  groupBySection,
  hasSectionHeadings,
  type TocGroup,
  type TocSection,
} from '../publishing/toc-sections';
import type { IssuePaper } from './issues-admin.api';

interface ContentsProps {
  papers: IssuePaper[];
  /** The papers' sections in table-of-contents order (absent in answers from before sections). */
  sections?: TocSection[];
  busy: boolean;
  /** Papers leave only an issue in preparation. */
  canRemove: boolean;
  /** The whole table of contents in its new order, and the move made (for the screen reader's message). */
  onReorder: (order: IssuePaper[], move: Move) => void;
  onRemove: (paper: IssuePaper) => void;
}

/** A paper moved to `place` (1-based) of `count` within its section (`section` null without sections). */
export interface Move {
  paper: IssuePaper;
  place: number;
  count: number;
  section: string | null;
}

const pages = (p: IssuePaper) =>
  p.firstPage === null
    ? ''
    : p.lastPage && p.lastPage !== p.firstPage
      ? `pp. ${p.firstPage}-${p.lastPage}`
      : `p. ${p.firstPage}`;

/**
 * The whole order after moving, within one section's group, the paper at `from` to `to`: the other groups
 * keep their papers, so a paper never leaves its section (the server orders by section first).
 */
export function reordered(
  groups: readonly TocGroup<IssuePaper>[],
  groupIndex: number,
  from: number,
  to: number,
): IssuePaper[] {
  return groups.flatMap((g, i) => (i === groupIndex ? moved(g.entries, from, to) : g.entries));
}

/**
 * The table of contents under its section headings (issue 42; one list when it has one section), one
 * ordered list per section: Up and Down
 * buttons for every paper (the keyboard way) and dragging a row onto another of its section for a mouse,
 * both within the section.
 */
export function IssueContents({ papers, sections, busy, canRemove, onReorder, onRemove }: ContentsProps) {
  const dragged = useRef<{ group: number; index: number } | null>(null);
  if (papers.length === 0)
    return <p className="editorial-muted">No papers yet: add accepted papers from the list beside.</p>;
  const groups = groupBySection(papers, sections);
  const headed = hasSectionHeadings(groups);
  const move = (groupIndex: number, from: number, to: number) => {
    const group = groups[groupIndex]!;
    onReorder(reordered(groups, groupIndex, from, to), {
      paper: group.entries[from]!,
      place: to + 1,
      count: group.entries.length,
      section: headed ? (group.section?.title ?? null) : null,
    });
  };
  const rows = (group: TocGroup<IssuePaper>, groupIndex: number) =>
    group.entries.map((paper, index) => (
      <li
        key={paper.id}
        className="issues-toc__item"
        draggable={!busy}
        onDragStart={() => (dragged.current = { group: groupIndex, index })}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          const from = dragged.current;
          // A drop onto another section's paper does nothing: editors move a paper's section elsewhere.
          if (from && from.group === groupIndex && from.index !== index) move(groupIndex, from.index, index);
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
            onClick={() => move(groupIndex, index, index - 1)}
          >
            ↑ Move up
          </SolidButton>
          <SolidButton
            look="admin"
            variant="small"
            ghost
            disabled={busy || index === group.entries.length - 1}
            aria-label={`Move down: ${paper.title}`}
            onClick={() => move(groupIndex, index, index + 1)}
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
    ));
  if (!headed)
    return (
      <ol className="issues-toc" aria-label="Table of contents">
        {groups.flatMap(rows)}
      </ol>
    );
  return (
    <ol className="issues-toc issues-toc--sections" aria-label="Table of contents">
      {groups.map((group, groupIndex) => (
        <li key={group.section?.id ?? 'other'} className="issues-toc__section">
          <h3 className="issues-toc__heading">{group.section?.title ?? 'Other'}</h3>
          <ol className="issues-toc" aria-label={group.section?.title ?? 'Other'}>
            {rows(group, groupIndex)}
          </ol>
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

// Editorial Board section: member cards (affiliation only when set), or the journal's "to be updated" text.
import type { EditorialBoard as Board, BoardMember } from '../../content/journal.types';
import { initialsFor } from '../../components/layout/initials';

interface EditorialBoardProps {
  board: Board;
  emptyText: string;
}

function membersOf(board: Board): BoardMember[] {
  if (board.kind === 'cards') return board.members;
  const chief: BoardMember[] = board.editorInChief
    ? [{ name: board.editorInChief, role: 'Editor-in-Chief', affiliation: '' }]
    : [];
  return [
    ...chief,
    ...board.members.map((name) => ({ name, role: 'Editorial Board Member', affiliation: '' })),
  ];
}

export function EditorialBoard({ board, emptyText }: EditorialBoardProps) {
  const members = membersOf(board);
  return (
    <section id="editorial-board" className="journal-section" aria-labelledby="editorial-board-title">
      <h2 id="editorial-board-title" className="journal-section__title">
        Editorial Board
      </h2>
      {members.length === 0 ? (
        <p className="journal-board__empty">{emptyText}</p>
      ) : (
        <ul className="journal-board" aria-label="Editorial board members">
          {members.map((member) => (
            <li key={member.name} className="board-card">
              <span className="avatar avatar--large board-card__avatar" aria-hidden="true">
                {initialsFor(member.name.replace(/^(Dr|Prof)\.\s*/i, ''), null)}
              </span>
              <div>
                <h3 className="board-card__name">{member.name}</h3>
                <p className="board-card__role">{member.role}</p>
                {member.affiliation.trim() !== '' && (
                  <p className="board-card__affiliation">{member.affiliation}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

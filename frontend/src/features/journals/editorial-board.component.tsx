// Editorial Board section: member cards in the board's order (affiliation and ORCID iD only when set), or
// the journal's "to be updated" text while nobody is listed.
import type { BoardMember } from '../../api/journals.api';
import { initialsFor } from '../../components/layout/initials';

interface EditorialBoardProps {
  members: readonly BoardMember[];
  emptyText: string;
}

export function EditorialBoard({ members, emptyText }: EditorialBoardProps) {
  return (
    <section id="editorial-board" className="journal-section" aria-labelledby="editorial-board-title">
      <h2 id="editorial-board-title" className="journal-section__title">
        Editorial Board
      </h2>
      {members.length === 0 ? (
        <p className="journal-board__empty">{emptyText}</p>
      ) : (
        <ul className="journal-board" aria-label="Editorial board members">
          {[...members]
            .sort((a, b) => a.order - b.order)
            .map((member) => (
              <li key={`${member.order}-${member.name}`} className="board-card surface-card">
                <span className="avatar avatar--large board-card__avatar" aria-hidden="true">
                  {initialsFor(member.name.replace(/^(Dr|Prof)\.\s*/i, ''), null)}
                </span>
                <div>
                  <h3 className="board-card__name">{member.name}</h3>
                  <p className="board-card__role">{member.roleTitle}</p>
                  {member.affiliation.trim() !== '' && (
                    <p className="board-card__affiliation">{member.affiliation}</p>
                  )}
                  {member.orcid && (
                    <a
                      className="board-card__orcid"
                      href={`https://orcid.org/${member.orcid}`}
                      aria-label={`ORCID iD of ${member.name}: ${member.orcid}`}
                    >
                      ORCID {member.orcid}
                    </a>
                  )}
                </div>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

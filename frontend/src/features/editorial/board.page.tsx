import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchBoard,
  journalKeys,
  replaceBoard,
  type BoardRecord,
  type PastBoardMemberRecord,
} from '../../api/journals-admin.api';
import type { AdminIdentity } from '../admin/admin-access';
import { formatAdminDate } from '../admin/format-admin-date';
import { Loaded } from './editorial-page.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { toPayload, type FieldSpec } from './field-spec';
import { JournalAdminPage } from './journal-page.component';
import { RecordListEditor, newRow, type EditorRow } from './record-list-editor.component';
import { SaveForm } from './spec-form.component';
import { useSave } from './use-save.hook';

export const BOARD_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'off' },
  { name: 'roleTitle', label: 'Role', hint: 'e.g. Editor-in-Chief, Associate Editor' },
  { name: 'affiliation', label: 'Affiliation', wide: true },
  { name: 'orcid', label: 'ORCID iD', hint: 'Optional, e.g. 0000-0002-1825-0097' },
];

/** /admin/journals/:slug/board: the current board in display order, and who left it. */
export default function BoardPage() {
  return (
    <JournalAdminPage title="Board">
      {(journal, admin) => <BoardLoader slug={journal.slug} admin={admin} />}
    </JournalAdminPage>
  );
}

function BoardLoader({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const board = useQuery({ queryKey: journalKeys.board(slug), queryFn: () => fetchBoard(slug) });
  return <Loaded query={board}>{(data) => <BoardEditor slug={slug} admin={admin} board={data} />}</Loaded>;
}

const rowsOf = (board: BoardRecord) => board.members.map((member) => newRow(BOARD_FIELDS, { ...member }));

function BoardEditor({ slug, admin, board }: { slug: string; admin: AdminIdentity; board: BoardRecord }) {
  const client = useQueryClient();
  const [rows, setRows] = useState<EditorRow[]>(() => rowsOf(board));
  const save = useSave();

  async function onSave() {
    const members = rows.map((row) => {
      const { orcid, ...rest } = toPayload(BOARD_FIELDS, row.values) as Record<string, string>;
      return { name: '', roleTitle: '', affiliation: '', ...rest, orcid: orcid?.trim() ? orcid : null };
    });
    const saved = await save.run(
      () => replaceBoard(slug, members, admin.token),
      EDITORIAL_MESSAGES.boardSaved,
    );
    if (saved) {
      client.setQueryData(journalKeys.board(slug), saved);
      // The journal's record carries the board too (the landing page reads it).
      void client.invalidateQueries({ queryKey: journalKeys.journal(slug) });
      setRows(rowsOf(saved));
    }
  }

  return (
    <>
      <section className="editorial-panel panel" aria-labelledby="board-current-title">
        <h2 id="board-current-title">Current members</h2>
        <p className="editorial-muted">
          Shown on the journal’s page in this order. A member left out moves to the past members.
        </p>
        <SaveForm save={save} submitLabel="Save board" onSubmit={() => void onSave()}>
          <RecordListEditor
            fields={BOARD_FIELDS}
            rows={rows}
            onChange={setRows}
            errors={save.fieldErrors}
            errorPrefix="members"
            itemName="Member"
            titleField="name"
          />
        </SaveForm>
      </section>
      <PastMembers members={board.pastMembers} />
    </>
  );
}

function PastMembers({ members }: { members: PastBoardMemberRecord[] }) {
  return (
    <section className="editorial-panel panel" aria-labelledby="board-past-title">
      <h2 id="board-past-title">Past members</h2>
      {members.length === 0 ? (
        <p className="editorial-muted">Nobody has left the board yet.</p>
      ) : (
        <ul className="editorial-list">
          {members.map((member) => (
            <li key={`${member.name}-${member.leftAt}`} className="editorial-list__item">
              <div className="editorial-list__text">
                <span className="editorial-list__title">{member.name}</span>
                <span className="editorial-muted">
                  {[member.roleTitle, member.affiliation].filter(Boolean).join(', ')}
                </span>
                <span className="editorial-muted">
                  {member.joinedAt ? `${formatAdminDate(member.joinedAt)} – ` : 'Until '}
                  {formatAdminDate(member.leftAt)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

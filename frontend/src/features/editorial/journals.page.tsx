import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createJournal,
  deleteJournal,
  fetchJournalList,
  journalKeys,
  updateJournal,
  type JournalSummary,
} from '../../api/journals-admin.api';
import { journalKeys as publicJournalKeys } from '../../api/journals.api';
import { FormMessage } from '../../components/ui/form-message.component';
import type { AdminIdentity } from '../admin/admin-access';
import { EditorialPage, QueryState, administratorOnly } from './editorial-page.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { toFormValues, toPayload } from './field-spec';
import { NEW_JOURNAL_FIELDS } from './journal-fields';
import { JournalPageLinks } from './journal-page.component';
import { SpecFormPanel, useFormValues } from './spec-form.component';
import { useSave } from './use-save.hook';
import { SolidButton } from '../../components/ui/solid-button.component';

/**
 * /admin/journals: every journal (archived ones too), submissions open or closed, archive or restore, delete
 * one without submissions, and a new journal (administrator).
 */
export default function JournalsPage() {
  return (
    <EditorialPage
      title="Journals"
      lead="Create journals, open or close their submissions, archive or delete them, and edit their settings, team and board."
      allow={administratorOnly}
      refusal={EDITORIAL_MESSAGES.administratorOnly}
      help="publisher"
    >
      {(admin) => (
        <>
          <JournalList admin={admin} />
          <NewJournal admin={admin} />
        </>
      )}
    </EditorialPage>
  );
}

function JournalList({ admin }: { admin: AdminIdentity }) {
  const client = useQueryClient();
  const journals = useQuery({ queryKey: journalKeys.list, queryFn: () => fetchJournalList(admin.token) });
  const toggling = useSave();

  /** The public lists (menus, tiles, the submission form) change too. */
  function refreshLists() {
    void client.invalidateQueries({ queryKey: journalKeys.list });
    void client.invalidateQueries({ queryKey: publicJournalKeys.all });
  }

  async function archive(journal: JournalSummary) {
    const archived = !journal.archived;
    if (archived && !window.confirm(EDITORIAL_MESSAGES.confirmArchive(journal.name))) return;
    const updated = await toggling.run(
      () => updateJournal(journal.slug, { archived }, admin.token),
      archived
        ? EDITORIAL_MESSAGES.journalArchived(journal.name)
        : EDITORIAL_MESSAGES.journalRestored(journal.name),
    );
    if (updated) {
      client.setQueryData(journalKeys.journal(journal.slug), updated);
      refreshLists();
    }
  }

  async function remove(journal: JournalSummary) {
    if (!window.confirm(EDITORIAL_MESSAGES.confirmDeleteJournal(journal.name))) return;
    // A journal with submissions is refused with the server's 409 message (archive it instead).
    const done = await toggling.run(async () => {
      await deleteJournal(journal.slug, admin.token);
      return true;
    }, EDITORIAL_MESSAGES.journalDeleted(journal.name));
    if (done) refreshLists();
  }

  async function toggle(journal: JournalSummary) {
    const open = !journal.acceptingSubmissions;
    const updated = await toggling.run(
      () => updateJournal(journal.slug, { acceptingSubmissions: open }, admin.token),
      open
        ? EDITORIAL_MESSAGES.submissionsOpened(journal.name)
        : EDITORIAL_MESSAGES.submissionsClosed(journal.name),
    );
    if (updated) {
      client.setQueryData(journalKeys.journal(journal.slug), updated);
      void client.invalidateQueries({ queryKey: journalKeys.list });
    }
  }

  /** A row's buttons, each labelled with what it does next (its name for a screen reader adds the journal). */
  function journalActions(journal: JournalSummary) {
    return [
      { label: journal.acceptingSubmissions ? 'Close submissions' : 'Open submissions', run: toggle },
      { label: journal.archived ? 'Restore' : 'Archive', run: archive },
      { label: 'Delete', run: remove },
    ];
  }

  return (
    <section className="editorial-panel panel" aria-labelledby="journals-list-title">
      <h2 id="journals-list-title">All journals</h2>
      <QueryState query={journals} />
      <FormMessage error={toggling.error} success={toggling.success} />
      <ul className="editorial-list">
        {journals.data?.map((journal) => (
          <li key={journal.slug} className="editorial-list__item">
            <div className="editorial-list__text">
              <span className="editorial-list__title">
                {journal.name} <span className="editorial-muted">({journal.abbreviation})</span>
              </span>
              <span className="editorial-muted">
                /journals/{journal.slug} ·{' '}
                {journal.acceptingSubmissions ? 'Accepting submissions' : 'Submissions closed'}
                {journal.archived ? ' · Archived' : ''}
                {journal.sample ? ' · Sample content' : ''}
              </span>
              <JournalPageLinks slug={journal.slug} name={journal.name} />
            </div>
            {journalActions(journal).map(({ label, run }) => (
              <SolidButton
                key={label}
                look="admin"
                variant="small"
                ghost
                disabled={toggling.busy}
                onClick={() => void run(journal)}
                aria-label={`${label}: ${journal.name}`}
              >
                {label}
              </SolidButton>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewJournal({ admin }: { admin: AdminIdentity }) {
  const client = useQueryClient();
  const form = useFormValues(toFormValues(NEW_JOURNAL_FIELDS));
  const save = useSave();

  async function onSubmit() {
    const created = await save.run(
      () => createJournal(toPayload(NEW_JOURNAL_FIELDS, form.values), admin.token),
      (journal) => EDITORIAL_MESSAGES.journalCreated(journal.name),
    );
    if (created) {
      form.setValues(toFormValues(NEW_JOURNAL_FIELDS));
      client.setQueryData(journalKeys.journal(created.slug), created);
      void client.invalidateQueries({ queryKey: journalKeys.list });
    }
  }

  return (
    <SpecFormPanel
      title="New journal"
      lead={
        <p className="editorial-muted">
          The other settings start from sensible defaults; edit them on the journal’s settings page
          afterwards.
        </p>
      }
      fields={NEW_JOURNAL_FIELDS}
      form={form}
      save={save}
      submitLabel="Create journal"
      busyLabel="Creating..."
      onSubmit={() => void onSubmit()}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { journalKeys, updateJournal, type JournalRecord } from '../../api/journals-admin.api';
import type { AdminIdentity } from '../admin/admin-access';
import { CoverUpload } from './cover-upload.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { changedPayload, toFormValues } from './field-spec';
import { JOURNAL_SETTINGS_FIELDS } from './journal-fields';
import { JournalAdminPage } from './journal-page.component';
import { SpecFormPanel, useFormValues } from './spec-form.component';
import { useSave } from './use-save.hook';

/** /admin/journals/:slug: every field of the journal, and its cover image. */
export default function JournalSettingsPage() {
  return (
    <JournalAdminPage title="Journal settings">
      {(journal, admin) => (
        <>
          <SettingsForm journal={journal} admin={admin} />
          <CoverUpload journal={journal} admin={admin} />
        </>
      )}
    </JournalAdminPage>
  );
}

function SettingsForm({ journal, admin }: { journal: JournalRecord; admin: AdminIdentity }) {
  const client = useQueryClient();
  // The last saved values: what a save compares against (only changed fields are sent).
  const saved = toFormValues(JOURNAL_SETTINGS_FIELDS, { ...journal });
  const form = useFormValues(saved);
  const save = useSave();

  async function onSubmit() {
    const changes = changedPayload(JOURNAL_SETTINGS_FIELDS, form.values, saved);
    if (Object.keys(changes).length === 0) return save.fail(EDITORIAL_MESSAGES.nothingChanged);
    const updated = await save.run(
      () => updateJournal(journal.slug, changes, admin.token),
      EDITORIAL_MESSAGES.saved,
    );
    if (updated) {
      client.setQueryData(journalKeys.journal(journal.slug), updated);
      void client.invalidateQueries({ queryKey: journalKeys.list });
    }
  }

  return (
    <SpecFormPanel
      title="Settings"
      fields={JOURNAL_SETTINGS_FIELDS}
      form={form}
      save={save}
      submitLabel="Save settings"
      onSubmit={() => void onSubmit()}
    />
  );
}

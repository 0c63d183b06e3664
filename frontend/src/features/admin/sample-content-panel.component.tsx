import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../api/catalogue.api';
import { journalKeys } from '../../api/journals.api';
import { journalKeys as adminJournalKeys } from '../../api/journals-admin.api';
import {
  fetchSampleContent,
  removeSampleContent,
  sampleContentKey,
  type SampleContentRemoved,
} from '../../api/sample-content.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { useSave } from '../editorial/use-save.hook';
import type { AdminIdentity } from './admin-access';
import { removableOf, SAMPLE_MESSAGES } from './sample-content.messages';
import { SolidButton } from '../../components/ui/solid-button.component';

/**
 * The administrator's "Sample content" panel: what is left of the content that came with the install, and
 * its removal in one confirmed action (the server decides what goes: journals with submissions stay).
 * Nothing shows once nothing is left to remove, nor when the counts cannot be read.
 */
export function SampleContentPanel({ admin }: { admin: AdminIdentity }) {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: sampleContentKey,
    queryFn: () => fetchSampleContent(admin.token),
    retry: false,
  });
  const [confirming, setConfirming] = useState(false);
  const save = useSave();
  const [removed, setRemoved] = useState<SampleContentRemoved | null>(null);

  async function remove() {
    const result = await save.run(() => removeSampleContent(admin.token), SAMPLE_MESSAGES.removed);
    setConfirming(false);
    if (!result) return;
    setRemoved(result);
    // Menus, tiles, the catalogue pages and the Journals page read what is left.
    for (const queryKey of [sampleContentKey, journalKeys.all, adminJournalKeys.list, catalogueKeys.all])
      void client.invalidateQueries({ queryKey });
  }

  const data = status.data;
  const removable = data ? removableOf(data) : null;
  const anything = removable && (removable.journals > 0 || removable.catalogueEntries > 0);
  if (!anything && !removed && !save.error) return null;

  return (
    <section className="editorial-panel panel sample-content" aria-labelledby="sample-content-title">
      <h2 id="sample-content-title">{SAMPLE_MESSAGES.title}</h2>
      {data && anything && (
        <>
          <p>{SAMPLE_MESSAGES.lead(data)}</p>
          {data.journalsWithSubmissions > 0 && (
            <p className="editorial-muted">{SAMPLE_MESSAGES.kept(data.journalsWithSubmissions)}</p>
          )}
          <p className="editorial-muted">{SAMPLE_MESSAGES.pagesStay}</p>
        </>
      )}
      <FormMessage error={save.error} success={save.success} />
      {anything && removable && !confirming && (
        <SolidButton look="admin" disabled={save.busy} onClick={() => setConfirming(true)}>
          {save.busy ? SAMPLE_MESSAGES.busy : SAMPLE_MESSAGES.remove}
        </SolidButton>
      )}
      {anything && removable && confirming && (
        <div role="alertdialog" aria-labelledby="sample-content-confirm">
          <p id="sample-content-confirm">{SAMPLE_MESSAGES.confirm(removable)}</p>
          <SolidButton look="admin" disabled={save.busy} onClick={() => void remove()}>
            {save.busy ? SAMPLE_MESSAGES.busy : SAMPLE_MESSAGES.confirmButton}
          </SolidButton>{' '}
          <SolidButton look="admin" ghost disabled={save.busy} onClick={() => setConfirming(false)}>
            {SAMPLE_MESSAGES.cancel}
          </SolidButton>
        </div>
      )}
    </section>
  );
}

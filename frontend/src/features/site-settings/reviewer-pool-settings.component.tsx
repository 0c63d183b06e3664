// The Site page's "Reviewer pool" panel (issue 44 item 2): the publisher's load limit, which every journal's
// invitations check (the server refuses an invitation beyond it unless the editor confirms).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchReviewerPoolSettings,
  reviewerPoolSettingsKey,
  saveReviewerPoolSettings,
  type ReviewerPoolSettings,
} from '../../api/reviewer-pool-settings.api';
import { InputField } from '../../components/ui/form-field.component';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from '../editorial/editorial-page.component';
import { SaveForm } from '../editorial/spec-form.component';
import { useSave } from '../editorial/use-save.hook';

export function ReviewerPoolSettingsPanel({ admin }: { admin: AdminIdentity }) {
  const query = useQuery({
    queryKey: reviewerPoolSettingsKey,
    queryFn: () => fetchReviewerPoolSettings(admin.token),
  });
  return (
    <section className="editorial-panel panel" aria-labelledby="reviewer-pool-settings-title">
      <h2 id="reviewer-pool-settings-title">Reviewer pool</h2>
      <Loaded query={query}>{(settings) => <LoadLimitForm settings={settings} admin={admin} />}</Loaded>
    </section>
  );
}

function LoadLimitForm({ settings, admin }: { settings: ReviewerPoolSettings; admin: AdminIdentity }) {
  const client = useQueryClient();
  const [loadLimit, setLoadLimit] = useState(String(settings.loadLimit));
  const save = useSave();

  async function onSave() {
    // The server checks the number (a whole number from 1 to 50) and says so; the form sends what was typed.
    const saved = await save.run(
      () => saveReviewerPoolSettings({ loadLimit: Number(loadLimit) }, admin.token),
      (result) =>
        `Saved: editors confirm before inviting a reviewer with ${result.loadLimit} reviews in progress.`,
    );
    if (saved) client.setQueryData(reviewerPoolSettingsKey, saved);
  }

  return (
    <SaveForm
      aria-labelledby="reviewer-pool-settings-title"
      save={save}
      submitLabel="Save"
      onSubmit={() => void onSave()}
    >
      <InputField
        label="Reviews in progress before editors are asked"
        hint="Across every journal of the family: inviting a reviewer who already has this many reviews in progress asks the editor to confirm."
        type="number"
        min={1}
        max={50}
        step={1}
        value={loadLimit}
        onValue={setLoadLimit}
      />
    </SaveForm>
  );
}

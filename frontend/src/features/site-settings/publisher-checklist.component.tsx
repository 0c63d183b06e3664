// The Site page's "The publisher's checklist" (issue 44 item 3): the items every journal without a checklist
// of its own asks authors to confirm; a journal's managers see on their Checklist page whether they use it.
import { useQuery } from '@tanstack/react-query';
import { fetchPublisherChecklist, PUBLISHER_CHECKLIST } from '../../api/checklist.api';
import type { AdminIdentity } from '../admin/admin-access';
import { ChecklistEditor } from '../editorial/checklist.page';
import { Loaded } from '../editorial/editorial-page.component';

export function PublisherChecklistPanel({ admin }: { admin: AdminIdentity }) {
  const query = useQuery({
    // Its own key: the editor writes a journal's state ({ items, inherited }) under checklistKeys.admin.
    queryKey: ['checklist', 'publisher'],
    queryFn: () => fetchPublisherChecklist(admin.token),
  });
  return (
    <section className="mail-template-group" aria-labelledby="publisher-checklist-title">
      <h2 id="publisher-checklist-title">The publisher&apos;s checklist</h2>
      <p className="editorial-muted">
        Every journal that has no checklist of its own asks authors to confirm these items; a change here
        reaches those journals&apos; submission forms at once.
      </p>
      <Loaded query={query}>
        {(items) => <ChecklistEditor slug={PUBLISHER_CHECKLIST} admin={admin} saved={items} />}
      </Loaded>
    </section>
  );
}

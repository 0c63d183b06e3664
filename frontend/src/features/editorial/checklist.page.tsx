import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  checklistKeys,
  fetchAdminChecklist,
  inheritChecklist,
  saveChecklist,
  type AdminChecklist,
  type ChecklistItem,
  type ChecklistItemDraft,
} from '../../api/checklist.api';
import { TextAreaField } from '../../components/ui/form-field.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from './editorial-page.component';
import { InheritanceNote } from './inheritance-note.component';
import { checklistText } from './list-texts';
import { TextDiff } from './text-diff.component';
import { JournalAdminPage } from './journal-page.component';
import { SaveForm } from './spec-form.component';
import { useSave } from './use-save.hook';

/** /admin/journals/:slug/checklist: what authors must confirm before submitting (issue 42, item 8). */
export default function ChecklistPage() {
  return (
    <JournalAdminPage title="Submission checklist">
      {(journal, admin) => <ChecklistLoader slug={journal.slug} admin={admin} />}
    </JournalAdminPage>
  );
}

function ChecklistLoader({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const [generation, setGeneration] = useState(0);
  const items = useQuery({
    queryKey: checklistKeys.admin(slug),
    queryFn: () => fetchAdminChecklist(slug, admin.token),
  });
  return (
    <Loaded query={items}>
      {(state) => (
        <>
          <Inheritance
            slug={slug}
            admin={admin}
            state={state}
            onInherited={() => setGeneration((g) => g + 1)}
          />
          {/* Drawn again from the publisher's items once the journal inherits them again. */}
          <ChecklistEditor key={generation} slug={slug} admin={admin} saved={state.items} />
        </>
      )}
    </Loaded>
  );
}

/** Whose list the journal uses (issue 44 item 3): the publisher's, or its own, which it may drop. */
function Inheritance({
  slug,
  admin,
  state,
  onInherited,
}: {
  slug: string;
  admin: AdminIdentity;
  state: AdminChecklist;
  onInherited: () => void;
}) {
  const client = useQueryClient();
  const count = state.publisher.length;
  return (
    <InheritanceNote
      inherited={state.inherited}
      texts={{
        inherited: "These are the publisher's items: saving a list here makes it this journal's own.",
        own: `This journal's own list (the publisher's has ${count} item${count === 1 ? '' : 's'}).`,
        dropLabel: "Use the publisher's checklist",
        confirm: "Drop this journal's checklist and use the publisher's?",
        done: "The publisher's checklist is used again.",
      }}
      drop={() => inheritChecklist(slug, admin.token)}
      onDropped={(done) => {
        client.setQueryData(checklistKeys.admin(slug), done);
        onInherited();
        void client.invalidateQueries({ queryKey: checklistKeys.public(slug) });
      }}
    >
      <TextDiff
        label="Checklist items"
        publisher={checklistText(state.publisher)}
        journal={checklistText(state.items)}
      />
    </InheritanceNote>
  );
}

interface Draft extends ChecklistItemDraft {
  key: string;
}

let nextKey = 0;
const draftOf = (item: ChecklistItem | ChecklistItemDraft): Draft => ({
  ...item,
  key: item.id ?? `new-${++nextKey}`,
});

export function ChecklistEditor({
  slug,
  admin,
  saved,
}: {
  slug: string;
  admin: AdminIdentity;
  saved: ChecklistItem[];
}) {
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => saved.map(draftOf));
  const save = useSave();
  const move = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  async function onSave() {
    const stored = await save.run(
      () =>
        saveChecklist(
          slug,
          drafts.map(({ key: _key, ...item }) => item),
          admin.token,
        ),
      (items) =>
        items.length
          ? `Saved: authors confirm ${items.length} item${items.length === 1 ? '' : 's'} and the licence.`
          : 'Saved: the submission form has no checklist.',
    );
    if (stored) {
      setDrafts(stored.map(draftOf));
      // Saved here, the list is the journal's own from now on (issue 44 item 3).
      client.setQueryData(checklistKeys.admin(slug), (old: AdminChecklist | undefined) => ({
        publisher: old?.publisher ?? [],
        items: stored,
        inherited: false,
      }));
      void client.invalidateQueries({ queryKey: checklistKeys.public(slug) });
    }
  }

  return (
    <section className="editorial-panel panel" aria-labelledby="checklist-title">
      <h2 id="checklist-title">Items authors confirm</h2>
      <p className="editorial-muted">
        Authors tick every item, and agree to the journal&apos;s licence, before they can submit. Without
        items the submission form stays as it is.
      </p>
      <SaveForm
        aria-labelledby="checklist-title"
        save={save}
        submitLabel="Save checklist"
        onSubmit={() => void onSave()}
        actions={
          <SolidButton
            look="admin"
            ghost
            disabled={save.busy}
            onClick={() => setDrafts((current) => [...current, draftOf({ text: '' })])}
          >
            Add item
          </SolidButton>
        }
      >
        {drafts.length === 0 && <p className="editorial-muted">No items: authors submit as before.</p>}
        <ol className="review-form-questions">
          {drafts.map((draft, index) => (
            <li key={draft.key} className="review-form-question" aria-label={`Checklist item ${index + 1}`}>
              <TextAreaField
                label={`Item ${index + 1}`}
                rows={2}
                value={draft.text}
                onValue={(text) =>
                  setDrafts((current) => current.map((d) => (d.key === draft.key ? { ...d, text } : d)))
                }
                error={save.fieldErrors[`items.${index}.text`]}
              />
              <div className="review-form-question__actions">
                <SolidButton
                  look="admin"
                  ghost
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move item ${index + 1} up`}
                >
                  Up
                </SolidButton>
                <SolidButton
                  look="admin"
                  ghost
                  disabled={index === drafts.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move item ${index + 1} down`}
                >
                  Down
                </SolidButton>
                <SolidButton
                  look="admin"
                  ghost
                  onClick={() => setDrafts((current) => current.filter((d) => d.key !== draft.key))}
                  aria-label={`Remove item ${index + 1}`}
                >
                  Remove
                </SolidButton>
              </div>
            </li>
          ))}
        </ol>
      </SaveForm>
    </section>
  );
}

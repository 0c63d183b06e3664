import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchReviewFormState,
  inheritReviewForm,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  reviewFormKeys,
  saveReviewForm,
  type QuestionKind,
  type ReviewQuestion,
  type ReviewFormState,
  type ReviewQuestionDraft,
} from '../../api/review-form.api';
import { FormField, InputField, TextAreaField } from '../../components/ui/form-field.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from './editorial-page.component';
import { InheritanceNote } from './inheritance-note.component';
import { reviewFormText } from './list-texts';
import { TextDiff } from './text-diff.component';
import { JournalAdminPage } from './journal-page.component';
import { SaveForm } from './spec-form.component';
import { useSave } from './use-save.hook';

/** /admin/journals/:slug/review-form: the questions the journal's reviewers answer (issue 42, item 5). */
export default function ReviewFormPage() {
  return (
    <JournalAdminPage title="Review form">
      {(journal, admin) => <ReviewFormLoader slug={journal.slug} admin={admin} />}
    </JournalAdminPage>
  );
}

function ReviewFormLoader({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const client = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const form = useQuery({
    queryKey: reviewFormKeys.state(slug),
    queryFn: () => fetchReviewFormState(slug, admin.token),
  });
  const count = (state: ReviewFormState) => state.publisher.length;
  return (
    <Loaded query={form}>
      {(state) => (
        <>
          <InheritanceNote
            inherited={state.inherited}
            texts={{
              inherited:
                "These are the publisher's questions: saving a form here makes it this journal's own.",
              own: `This journal's own form (the publisher's has ${count(state)} question${count(state) === 1 ? '' : 's'}).`,
              dropLabel: "Use the publisher's form",
              confirm: "Drop this journal's review form and use the publisher's?",
              done: "The publisher's review form is used again.",
            }}
            drop={() => inheritReviewForm(slug, admin.token)}
            onDropped={(done) => {
              client.setQueryData(reviewFormKeys.state(slug), done);
              setGeneration((g) => g + 1);
            }}
          >
            <TextDiff
              label="Review questions"
              publisher={reviewFormText(state.publisher)}
              journal={reviewFormText(state.questions)}
            />
          </InheritanceNote>
          {/* Drawn again from the publisher's questions once the journal inherits them again. */}
          <ReviewFormEditor
            key={generation}
            slug={slug}
            admin={admin}
            saved={state.questions}
            onSaved={() => void client.invalidateQueries({ queryKey: reviewFormKeys.state(slug) })}
          />
        </>
      )}
    </Loaded>
  );
}

/** One question being edited; options as one per line, the way a manager types them. */
interface Draft extends Omit<ReviewQuestionDraft, 'options'> {
  key: string;
  optionsText: string;
}

let nextKey = 0;
const draftOf = (q: ReviewQuestion | ReviewQuestionDraft): Draft => ({
  ...q,
  key: q.id ?? `new-${++nextKey}`,
  optionsText: (q.options ?? []).join('\n'),
});
const questionOf = ({ key: _key, optionsText, ...q }: Draft): ReviewQuestionDraft => ({
  ...q,
  ...(q.kind === 'choice'
    ? {
        options: optionsText
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean),
      }
    : {}),
});

export function ReviewFormEditor({
  slug,
  admin,
  saved,
  onSaved,
}: {
  slug: string;
  admin: AdminIdentity;
  saved: ReviewQuestion[];
  /** After a save: a journal's form is then its own. */
  onSaved?: () => void;
}) {
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => saved.map(draftOf));
  const save = useSave();
  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  const add = () =>
    setDrafts((current) => [
      ...current,
      draftOf({ kind: 'text', label: '', required: false, visibleToAuthor: false }),
    ]);

  async function onSave() {
    const stored = await save.run(
      () => saveReviewForm(slug, drafts.map(questionOf), admin.token),
      (questions) =>
        `Saved: invitations sent from now on ask ${questions.length} question${questions.length === 1 ? '' : 's'}.`,
    );
    if (stored) {
      setDrafts(stored.map(draftOf));
      client.setQueryData(reviewFormKeys.form(slug), stored);
      onSaved?.();
    }
  }

  const fieldError = (index: number, key: string) => save.fieldErrors[`questions.${index}.${key}`];
  return (
    <section className="editorial-panel panel" aria-labelledby="review-form-title">
      <h2 id="review-form-title">Questions for reviewers</h2>
      <p className="editorial-muted">
        Reviewers answer these beside their recommendation and comments. A change applies to invitations sent
        afterwards; reviewers already invited keep the questions they were sent.
      </p>
      <SaveForm
        aria-labelledby="review-form-title"
        save={save}
        submitLabel="Save review form"
        onSubmit={() => void onSave()}
        actions={
          <SolidButton look="admin" ghost disabled={save.busy} onClick={add}>
            Add question
          </SolidButton>
        }
      >
        {drafts.length === 0 && (
          <p className="editorial-muted">No questions: reviewers write comments only.</p>
        )}
        <ol className="review-form-questions">
          {drafts.map((draft, index) => (
            <li key={draft.key} className="review-form-question" aria-label={`Review question ${index + 1}`}>
              <InputField
                label={`Question ${index + 1}`}
                value={draft.label}
                onValue={(label) => change(draft.key, { label })}
                error={fieldError(index, 'label')}
                maxLength={500}
              />
              <FormField label="Kind" error={fieldError(index, 'kind')}>
                {(control) => (
                  <select
                    {...control}
                    value={draft.kind}
                    onChange={(e) => change(draft.key, { kind: e.target.value as QuestionKind })}
                  >
                    {QUESTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {QUESTION_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {draft.kind === 'choice' && (
                <TextAreaField
                  label="Options (one per line)"
                  rows={4}
                  value={draft.optionsText}
                  onValue={(optionsText) => change(draft.key, { optionsText })}
                  error={fieldError(index, 'options')}
                />
              )}
              <div className="review-form-question__flags">
                <label>
                  <input
                    type="checkbox"
                    checked={draft.required}
                    onChange={(e) => change(draft.key, { required: e.target.checked })}
                  />{' '}
                  Required
                </label>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.visibleToAuthor}
                    onChange={(e) => change(draft.key, { visibleToAuthor: e.target.checked })}
                  />{' '}
                  Shown to the author in the decision letter
                </label>
              </div>
              <div className="review-form-question__actions">
                <SolidButton
                  look="admin"
                  ghost
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move question ${index + 1} up`}
                >
                  Up
                </SolidButton>
                <SolidButton
                  look="admin"
                  ghost
                  disabled={index === drafts.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move question ${index + 1} down`}
                >
                  Down
                </SolidButton>
                <SolidButton
                  look="admin"
                  ghost
                  onClick={() => setDrafts((current) => current.filter((d) => d.key !== draft.key))}
                  aria-label={`Remove question ${index + 1}`}
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

// One page's form: title, address (new pages only), the Markdown text with a live preview (the SPA's
// sanitized renderer, as the server renders the saved page), save, and delete after a confirmation.
import { useState } from 'react';
import type { PageText, SitePage } from '../../api/pages.api';
import { InputField, TextAreaField } from '../../components/ui/form-field.component';
import { FormMessage } from '../../components/ui/form-message.component';
import { Markdown } from '../../components/ui/markdown.component';
import { useSave } from '../editorial/use-save.hook';
import { PAGE_EDITOR_MESSAGES as M } from './page-editor.messages';
import { SolidButton } from '../../components/ui/solid-button.component';

export interface PageFormActions {
  save: (page: PageText & { slug: string }) => Promise<SitePage>;
  remove?: () => Promise<void>;
}

interface Props {
  /** The stored page, or undefined for a new one. */
  page?: SitePage;
  actions: PageFormActions;
  onSaved: (page: SitePage) => void;
  onRemoved: () => void;
}

export function PageForm({ page, actions, onSaved, onRemoved }: Props) {
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [confirming, setConfirming] = useState(false);
  const save = useSave();
  const errors = save.fieldErrors;

  async function submit() {
    const stored = await save.run(() => actions.save({ slug, title, body }), page ? M.saved : M.created);
    if (stored) onSaved(stored);
  }

  async function remove() {
    const done = await save.run(async () => {
      await actions.remove!();
      return true;
    }, M.removed);
    setConfirming(false);
    if (done) onRemoved();
  }

  return (
    <form
      className="editorial-form page-editor__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!page && (
        <InputField
          label={M.slug}
          error={errors.slug}
          hint={M.slugHint}
          value={slug}
          autoComplete="off"
          onValue={setSlug}
        />
      )}
      <InputField label={M.title} error={errors.title} value={title} onValue={setTitle} />
      <div className="page-editor__panes">
        <TextAreaField label={M.body} error={errors.body} rows={16} value={body} onValue={setBody} />
        <section className="page-editor__preview" aria-label={M.preview}>
          <h3 className="page-editor__preview-title">{M.preview}</h3>
          <h2>{title}</h2>
          <Markdown source={body} headingOffset={1} />
        </section>
      </div>
      <FormMessage error={save.error} success={save.success} />
      <p className="page-editor__actions">
        <SolidButton type="submit" look="admin" disabled={save.busy}>
          {save.busy ? M.saving : page ? M.save : M.create}
        </SolidButton>{' '}
        {page && actions.remove && !confirming && (
          <SolidButton look="admin" ghost disabled={save.busy} onClick={() => setConfirming(true)}>
            {M.remove}
          </SolidButton>
        )}
      </p>
      {page && confirming && (
        <div role="alertdialog" aria-labelledby="page-delete-confirm">
          <p id="page-delete-confirm">{M.confirm(page.title)}</p>
          <SolidButton look="admin" onClick={() => void remove()}>
            {M.confirmButton}
          </SolidButton>{' '}
          <SolidButton look="admin" ghost onClick={() => setConfirming(false)}>
            {M.cancel}
          </SolidButton>
        </div>
      )}
    </form>
  );
}

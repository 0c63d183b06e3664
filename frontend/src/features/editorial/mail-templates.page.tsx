import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchMailTemplates,
  mailTemplateKeys,
  previewMailTemplate,
  resetMailTemplate,
  saveMailTemplate,
  type MailPreview,
  type MailTemplate,
} from '../../api/mail-templates.api';
import { InputField, TextAreaField } from '../../components/ui/form-field.component';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from './editorial-page.component';
import { JournalAdminPage } from './journal-page.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { SaveForm } from './spec-form.component';
import { useSave } from './use-save.hook';
import { groupedTemplates, mailTemplateName } from './mail-template-names';

/** The variables a template may use, and those it must keep (its link). */
function variablesHint(variables: string[], required: string[]): string {
  const list = `Variables: ${variables.map((v) => `{{${v}}}`).join(', ')}`;
  return required.length
    ? `${list}. Keep ${required.map((v) => `{{${v}}}`).join(', ')}: it is the mail's link.`
    : list;
}

/**
 * /admin/journals/:slug/mail-templates: the journal's own wording of every mail it sends (issue 29 item 9,
 * issue 42 item 7), grouped by whom they go to, each with its variables and a preview.
 */
export default function MailTemplatesPage() {
  return (
    <JournalAdminPage title="Mail templates">
      {(journal, admin) => <MailTemplates slug={journal.slug} admin={admin} />}
    </JournalAdminPage>
  );
}

/** Every template of a journal, or of the site (`slug` SITE_MAIL_TEMPLATES), grouped by recipient. */
export function MailTemplates({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const templates = useQuery({
    queryKey: mailTemplateKeys.list(slug),
    queryFn: () => fetchMailTemplates(slug, admin.token),
  });
  return (
    <Loaded query={templates}>
      {(list) =>
        groupedTemplates(list.map((t) => ({ ...t, key: t.key ?? t.kind }))).map((group) => (
          <section key={group.title} className="mail-template-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            {group.templates.map((template) => (
              <TemplateEditor
                key={`${template.key}-${template.isDefault}`}
                slug={slug}
                admin={admin}
                template={template}
              />
            ))}
          </section>
        ))
      }
    </Loaded>
  );
}

function TemplateEditor({
  slug,
  admin,
  template,
}: {
  slug: string;
  admin: AdminIdentity;
  template: MailTemplate;
}) {
  const client = useQueryClient();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const save = useSave();
  const name = mailTemplateName(template.key);
  const id = `mail-template-${template.key}`;
  const variables = template.variables ?? template.placeholders;
  const reload = () => void client.invalidateQueries({ queryKey: mailTemplateKeys.list(slug) });

  async function onSave() {
    const saved = await save.run(
      () => saveMailTemplate(slug, template.key, { subject, body }, admin.token),
      `Saved: the "${name}" mail now uses this wording.`,
    );
    if (saved !== undefined) reload();
  }
  async function onPreview() {
    const shown = await save.run(
      () => previewMailTemplate(slug, template.key, { subject, body }, admin.token),
      'Preview with sample data below.',
    );
    if (shown) setPreview(shown);
  }
  async function onReset() {
    if (!window.confirm(`Restore the default wording of the "${name}" mail?`)) return;
    const done = await save.run(
      () => resetMailTemplate(slug, template.key, admin.token),
      'Default restored.',
    );
    if (done !== undefined) reload();
  }

  return (
    <section className="editorial-panel panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {name} {template.isDefault ? <span className="editorial-muted">(default)</span> : null}
      </h3>
      <SaveForm
        aria-labelledby={`${id}-title`}
        save={save}
        submitLabel="Save"
        onSubmit={() => void onSave()}
        actions={
          <>
            <SolidButton look="admin" ghost disabled={save.busy} onClick={() => void onPreview()}>
              Preview
            </SolidButton>
            {!template.isDefault && (
              <SolidButton look="admin" ghost disabled={save.busy} onClick={() => void onReset()}>
                Restore default
              </SolidButton>
            )}
          </>
        }
      >
        <InputField label="Subject" value={subject} onValue={setSubject} maxLength={300} />
        <TextAreaField
          label="Body"
          hint={variablesHint(variables, template.required ?? [])}
          value={body}
          onValue={setBody}
          rows={10}
        />
      </SaveForm>
      {preview && (
        <figure className="editorial-preview" aria-label={`Preview of ${name}`}>
          <figcaption>{preview.subject}</figcaption>
          <pre>{preview.text}</pre>
        </figure>
      )}
    </section>
  );
}

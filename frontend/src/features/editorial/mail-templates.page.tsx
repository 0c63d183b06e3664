import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchMailTemplates,
  mailTemplateKeys,
  previewMailTemplate,
  PUBLISHER_MAIL_TEMPLATES,
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
import { TextDiff } from './text-diff.component';

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

/**
 * Every template of a journal, of the publisher (`slug` PUBLISHER_MAIL_TEMPLATES) or of the site (`slug`
 * SITE_MAIL_TEMPLATES), grouped by recipient.
 */
export function MailTemplates({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const templates = useQuery({
    queryKey: mailTemplateKeys.list(slug),
    queryFn: () => fetchMailTemplates(slug, admin.token),
  });
  return (
    <Loaded query={templates}>
      {(list) =>
        groupedTemplates(list.map((t) => ({ ...t, key: t.key ?? t.kind }))).map((group) => {
          const title =
            slug === PUBLISHER_MAIL_TEMPLATES
              ? `The publisher's mails ${lowerFirst(group.title)}`
              : group.title;
          return (
            <section key={group.title} className="mail-template-group" aria-label={title}>
              <h2>{title}</h2>
              {group.templates.map((template) => (
                <TemplateEditor key={template.key} slug={slug} admin={admin} template={template} />
              ))}
            </section>
          );
        })
      }
    </Loaded>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Which text a template uses: the journal's own or the publisher's (a journal's), else own or default. */
function stateLabel(template: MailTemplate): string | null {
  if (template.inherited !== undefined)
    return template.inherited ? '(inherited from the publisher)' : '(overridden)';
  return template.isDefault ? '(default)' : null;
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
  // The panel stays mounted across the reload (its "Saved" notice with it) and takes the server's wording
  // when that changes under it: a restored default, or another manager's edit.
  // (React's "adjusting state when a prop changes": compared during render, no effect.)
  const [served, setServed] = useState({ subject: template.subject, body: template.body });
  if (served.subject !== template.subject || served.body !== template.body) {
    setServed({ subject: template.subject, body: template.body });
    setSubject(template.subject);
    setBody(template.body);
  }

  async function onSave() {
    const saved = await save.run(
      () => saveMailTemplate(slug, template.key, { subject, body }, admin.token),
      `Saved: the "${name}" mail now uses this wording.`,
    );
    if (saved === undefined) return;
    setPreview(null);
    reload();
  }
  async function onPreview() {
    const shown = await save.run(
      () => previewMailTemplate(slug, template.key, { subject, body }, admin.token),
      'Preview with sample data below.',
    );
    if (shown) setPreview(shown);
  }
  const journalTemplate = template.inherited !== undefined;
  async function onReset() {
    const question = journalTemplate
      ? `Drop this journal's wording of the "${name}" mail and use the publisher's?`
      : `Restore the default wording of the "${name}" mail?`;
    if (!window.confirm(question)) return;
    const done = await save.run(
      () => resetMailTemplate(slug, template.key, admin.token),
      journalTemplate ? "The publisher's wording is used again." : 'Default restored.',
    );
    if (done !== undefined) reload();
  }

  return (
    <section className="editorial-panel panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {name} {stateLabel(template) ? <span className="editorial-muted">{stateLabel(template)}</span> : null}
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
                {journalTemplate ? "Use the publisher's text" : 'Restore default'}
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
      {template.publisher && !template.inherited && (
        <section className="mail-template-diff" aria-label={`${name}: difference from the publisher`}>
          <TextDiff
            label={`Subject of ${name}`}
            publisher={template.publisher.subject}
            journal={template.subject}
          />
          <TextDiff label={`Body of ${name}`} publisher={template.publisher.body} journal={template.body} />
        </section>
      )}
      {preview && (
        <figure className="editorial-preview" aria-label={`Preview of ${name}`}>
          <figcaption>{preview.subject}</figcaption>
          <pre>{preview.text}</pre>
        </figure>
      )}
    </section>
  );
}

import { apiRequest } from './client';

/**
 * One mail a journal (or the site) may reword (issue 29 item 9, issue 42 item 7): its current wording, or
 * the default. `key` names the template; `kind` (the mail's internal kind) and `placeholders` are the
 * older names of the same things.
 */
export interface MailTemplate {
  key: string;
  kind: string;
  subject: string;
  body: string;
  variables: string[];
  placeholders: string[];
  /** Variables the wording must keep: the mail's only link. */
  required?: string[];
  /** The owner has no wording of its own (a journal: it uses the publisher's). */
  isDefault: boolean;
  /** A journal's template only (issue 44 item 3): it uses the publisher's text, and that text. */
  inherited?: boolean;
  publisher?: { subject: string; body: string };
}

/** In place of a journal's slug: the site's own mails (password reset, address verification). */
export const SITE_MAIL_TEMPLATES = '*site';
/** In place of a journal's slug: the publisher's wording every journal inherits (issue 44 item 3). */
export const PUBLISHER_MAIL_TEMPLATES = '*publisher';

export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}

const base = (slug: string) =>
  slug === SITE_MAIL_TEMPLATES
    ? '/admin/site/mail-templates'
    : slug === PUBLISHER_MAIL_TEMPLATES
      ? '/admin/publisher/mail-templates'
      : `/admin/journals/${encodeURIComponent(slug)}/mail-templates`;
const one = (slug: string, key: string) => `${base(slug)}/${encodeURIComponent(key)}`;

export const mailTemplateKeys = { list: (slug: string) => ['mail-templates', slug] as const };

export async function fetchMailTemplates(slug: string, token: string): Promise<MailTemplate[]> {
  return (await apiRequest<{ data: { templates: MailTemplate[] } }>(base(slug), { token })).data.templates;
}

export function saveMailTemplate(
  slug: string,
  key: string,
  text: { subject: string; body: string },
  token: string,
): Promise<unknown> {
  return apiRequest(one(slug, key), { method: 'PUT', json: text, token });
}

export function resetMailTemplate(slug: string, key: string, token: string): Promise<unknown> {
  return apiRequest(one(slug, key), { method: 'DELETE', token });
}

export async function previewMailTemplate(
  slug: string,
  key: string,
  text: { subject: string; body: string },
  token: string,
): Promise<MailPreview> {
  const answer = await apiRequest<{ data: { preview: MailPreview } }>(`${one(slug, key)}/preview`, {
    method: 'POST',
    json: text,
    token,
  });
  return answer.data.preview;
}

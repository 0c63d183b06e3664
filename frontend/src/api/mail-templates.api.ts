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
  isDefault: boolean;
}

/** In place of a journal's slug: the site's own mails (password reset, address verification). */
export const SITE_MAIL_TEMPLATES = '*site';

export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}

const base = (slug: string) =>
  slug === SITE_MAIL_TEMPLATES
    ? '/admin/site/mail-templates'
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

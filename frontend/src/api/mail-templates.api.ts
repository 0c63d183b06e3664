import { apiRequest } from './client';

/** One mail a journal may reword (issue 29, item 9): its current wording, or the default. */
export interface MailTemplate {
  kind: string;
  subject: string;
  body: string;
  placeholders: string[];
  isDefault: boolean;
}

export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}

const base = (slug: string) => `/admin/journals/${encodeURIComponent(slug)}/mail-templates`;
const one = (slug: string, kind: string) => `${base(slug)}/${encodeURIComponent(kind)}`;

export const mailTemplateKeys = { list: (slug: string) => ['mail-templates', slug] as const };

export async function fetchMailTemplates(slug: string, token: string): Promise<MailTemplate[]> {
  return (await apiRequest<{ data: { templates: MailTemplate[] } }>(base(slug), { token })).data.templates;
}

export function saveMailTemplate(
  slug: string,
  kind: string,
  text: { subject: string; body: string },
  token: string,
): Promise<unknown> {
  return apiRequest(one(slug, kind), { method: 'PUT', json: text, token });
}

export function resetMailTemplate(slug: string, kind: string, token: string): Promise<unknown> {
  return apiRequest(one(slug, kind), { method: 'DELETE', token });
}

export async function previewMailTemplate(
  slug: string,
  kind: string,
  text: { subject: string; body: string },
  token: string,
): Promise<MailPreview> {
  const answer = await apiRequest<{ data: { preview: MailPreview } }>(`${one(slug, kind)}/preview`, {
    method: 'POST',
    json: text,
    token,
  });
  return answer.data.preview;
}

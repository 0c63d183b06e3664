import { apiDownload, apiRequest, type ApiFile } from '../../api/client';

export type DepositStatus = 'queued' | 'depositing' | 'deposited' | 'failed' | 'dead';

export interface CrossrefDepositView {
  id: string;
  doi: string;
  status: DepositStatus;
  attempts: number;
  http_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  deposited_at: string | null;
}

/** `GET /api/admin/articles/{id}`: the article's publishing state for editors. */
export interface AdminArticle {
  id: string;
  doi: string;
  doi_url: string;
  url: string;
  title: string;
  licence: string;
  licence_url: string;
  published_at: string;
  withdrawn_at: string | null;
  galley: { size: number; url: string } | null;
  crossref: {
    enabled: boolean;
    xml_url: string;
    /** Issue 42 item 3: the article changed after its last successful deposit (or was never deposited). */
    changed_since_deposit?: boolean;
    deposits: CrossrefDepositView[];
  };
}

interface AdminArticleAnswer {
  success: boolean;
  article: AdminArticle;
  licences?: string[];
}

const path = (id: string, rest = '') => `/admin/articles/${encodeURIComponent(id)}${rest}`;

export async function fetchAdminArticle(
  id: string,
  token: string,
): Promise<{ article: AdminArticle; licences: string[] }> {
  const answer = await apiRequest<AdminArticleAnswer>(path(id), { token });
  return { article: answer.article, licences: answer.licences ?? [] };
}

export async function saveArticleLicence(id: string, licence: string, token: string): Promise<AdminArticle> {
  return (
    await apiRequest<AdminArticleAnswer>(path(id, '/licence'), { method: 'PUT', json: { licence }, token })
  ).article;
}

/** Streams the PDF as the multipart field `galley`. */
export async function uploadGalley(id: string, file: File, token: string): Promise<AdminArticle> {
  const form = new FormData();
  form.append('galley', file, file.name);
  return (await apiRequest<AdminArticleAnswer>(path(id, '/galley'), { method: 'PUT', body: form, token }))
    .article;
}

export async function removeGalley(id: string, token: string): Promise<AdminArticle> {
  return (await apiRequest<AdminArticleAnswer>(path(id, '/galley'), { method: 'DELETE', token })).article;
}

export function downloadCrossrefXml(id: string, token: string): Promise<ApiFile> {
  return apiDownload(path(id, '/crossref.xml'), { token });
}

// A journal's sections and article types (issue 42, item 2): the public list and the managers' changes.
import { ARTICLE_TYPES, type ArticleType, type JournalSection } from '@journal/journals';
import { apiRequest } from './client';

export type { ArticleType, JournalSection };
export { ARTICLE_TYPES };

/** How the SPA names each JATS `@article-type`. */
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  'research-article': 'Research article',
  'review-article': 'Review article',
  editorial: 'Editorial',
  letter: 'Letter',
  correction: 'Correction',
  retraction: 'Retraction',
  'case-report': 'Case report',
  'brief-report': 'Brief report',
  'book-review': 'Book review',
  other: 'Other',
};

/** What a manager sends for a new or changed section. */
export type SectionDraft = Omit<JournalSection, 'id' | 'order'> & { order?: number };

const slugPart = (slug: string) => encodeURIComponent(slug);

export const sectionKeys = { list: (slug: string) => ['sections', slug] as const };

/** GET /api/journals/{slug}/sections: every section, in table-of-contents order. */
export async function fetchSections(slug: string): Promise<JournalSection[]> {
  const answer = await apiRequest<{ data: { sections: JournalSection[] } }>(
    `/journals/${slugPart(slug)}/sections`,
  );
  return [...answer.data.sections].sort((a, b) => a.order - b.order);
}

const adminPath = (slug: string, id?: string) =>
  `/admin/journals/${slugPart(slug)}/sections${id ? `/${encodeURIComponent(id)}` : ''}`;

export async function createSection(slug: string, draft: SectionDraft, token: string): Promise<void> {
  await apiRequest(adminPath(slug), { method: 'POST', json: draft, token });
}

export async function updateSection(
  slug: string,
  id: string,
  change: Partial<SectionDraft>,
  token: string,
): Promise<void> {
  await apiRequest(adminPath(slug, id), { method: 'PUT', json: change, token });
}

export async function deleteSection(slug: string, id: string, token: string): Promise<void> {
  await apiRequest(adminPath(slug, id), { method: 'DELETE', token });
}

/** PUT /api/admin/submissions/{id}/section: an editor files the paper under another section. */
export async function moveToSection(submissionId: string, sectionId: string, token: string): Promise<void> {
  await apiRequest(`/admin/submissions/${encodeURIComponent(submissionId)}/section`, {
    method: 'PUT',
    json: { sectionId },
    token,
  });
}

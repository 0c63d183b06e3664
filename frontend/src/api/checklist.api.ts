// A journal's submission checklist (issue 42, item 8): what the author ticks before submitting.
import { apiRequest } from './client';

export interface ChecklistItem {
  id: string;
  text: string;
}

/** An item as the managers' screen sends it: a new one has no id yet. */
export type ChecklistItemDraft = { id?: string; text: string };

export const checklistKeys = {
  public: (slug: string) => ['checklist', slug] as const,
  admin: (slug: string) => ['checklist', 'admin', slug] as const,
};

/** In place of a journal's slug: the publisher's checklist, which every journal without its own uses. */
export const PUBLISHER_CHECKLIST = '*publisher';

const adminPath = (slug: string) =>
  slug === PUBLISHER_CHECKLIST
    ? '/admin/publisher/checklist'
    : `/admin/journals/${encodeURIComponent(slug)}/checklist`;

/** The items an author must tick for this journal ([] for most journals). */
export async function fetchChecklist(slug: string): Promise<ChecklistItem[]> {
  const path = `/journals/${encodeURIComponent(slug)}/checklist`;
  return (await apiRequest<{ data: { items: ChecklistItem[] } }>(path)).data.items;
}

/**
 * The journal's checklist for its managers: its items, and whether they are the publisher's (issue 44
 * item 3: the journal has no list of its own).
 */
export interface AdminChecklist {
  items: ChecklistItem[];
  inherited: boolean;
  publisher: ChecklistItem[];
}

export async function fetchAdminChecklist(slug: string, token: string): Promise<AdminChecklist> {
  return (await apiRequest<{ data: AdminChecklist }>(adminPath(slug), { token })).data;
}

/** Drops the journal's own list: it uses the publisher's again. */
export async function inheritChecklist(slug: string, token: string): Promise<AdminChecklist> {
  return (await apiRequest<{ data: AdminChecklist }>(adminPath(slug), { method: 'DELETE', token })).data;
}

export async function saveChecklist(
  slug: string,
  items: ChecklistItemDraft[],
  token: string,
): Promise<ChecklistItem[]> {
  const answer = await apiRequest<{ data: { items: ChecklistItem[] } }>(adminPath(slug), {
    method: 'PUT',
    json: { items },
    token,
  });
  return answer.data.items;
}

/** The publisher's own items (the administrator's; issue 44 item 3). */
export async function fetchPublisherChecklist(token: string): Promise<ChecklistItem[]> {
  return (await apiRequest<{ data: { items: ChecklistItem[] } }>(adminPath(PUBLISHER_CHECKLIST), { token }))
    .data.items;
}

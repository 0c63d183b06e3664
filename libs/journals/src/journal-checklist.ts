/**
 * A journal's submission checklist (issue 42, item 8): statements the author must tick before submitting
 * ("The paper has not been published before", ...). The journals service owns it; it travels inside the
 * journal's snapshot (journals.journal_created/updated.v1, like sections, ADR 0046), so the submission
 * service checks the ticks against its read model without a call. Seeded empty: SPEC's form is unchanged
 * until a manager adds items.
 */
export interface ChecklistItem {
  /** Stable while the item stays: the author's ticks name it. */
  id: string;
  text: string;
}

export const CHECKLIST_LIMITS = { items: 20, text: 500, id: 60 } as const;

/** An item id: letters, digits, `-` and `_` (a UUID, or a short name such as `original-work`). */
export const CHECKLIST_ID_PATTERN = /^[A-Za-z0-9_-]{1,60}$/;

export const CHECKLIST_MESSAGES = {
  incomplete: 'Please confirm every item of the checklist',
  notList: 'The checklist must be a JSON array of the ticked item ids',
} as const;

/** The journal's items the author did not tick (in the journal's order). */
export function missingChecklistItems(
  items: readonly ChecklistItem[],
  ticked: readonly string[],
): ChecklistItem[] {
  const done = new Set(ticked);
  return items.filter((item) => !done.has(item.id));
}

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CHECKLIST_ID_PATTERN, CHECKLIST_LIMITS, type ChecklistItem } from '@journal/journals';
import { requiredText } from './text-input';

const itemInput = z.object({
  /** Kept when sent (an item being edited keeps the authors' ticks meaning the same); new items get one. */
  id: z
    .string({ error: 'An item id must be text' })
    .regex(CHECKLIST_ID_PATTERN, 'An item id has 1 to 60 letters, digits, - or _')
    .optional(),
  text: requiredText({
    label: 'Item',
    max: CHECKLIST_LIMITS.text,
    missing: 'Please enter the text of the item',
    tooLong: `An item must be at most ${CHECKLIST_LIMITS.text} characters`,
  }),
});

/** `PUT /api/admin/journals/{slug}/checklist { items: [ { id?, text } ] }`: the whole list, in order. */
export const checklistInput = z
  .object({
    items: z
      .array(itemInput, { error: 'items must be a list' })
      .max(CHECKLIST_LIMITS.items, `A checklist has at most ${CHECKLIST_LIMITS.items} items`),
  })
  .superRefine(({ items }, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      if (!item.id) continue;
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'Each item needs its own id' });
      seen.add(item.id);
    }
  })
  .transform(({ items }): ChecklistItem[] =>
    items.map((item) => ({ id: item.id ?? randomUUID(), text: item.text })),
  );

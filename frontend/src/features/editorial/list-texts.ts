// A checklist's items and a review form's questions as plain text, one numbered line each, so a journal's
// own list can be compared with the publisher's word by word (TextDiff, issue 44 item 3).
import type { ChecklistItem } from '../../api/checklist.api';
import { QUESTION_KIND_LABELS, type ReviewQuestion } from '../../api/review-form.api';

export function checklistText(items: readonly ChecklistItem[]): string {
  return items.length ? items.map((item, i) => `${i + 1}. ${item.text}`).join('\n') : '(no items)';
}

/** A question's line carries what a reviewer sees of it: label, kind, options and the two flags. */
export function reviewFormText(questions: readonly ReviewQuestion[]): string {
  if (!questions.length) return '(no questions)';
  return questions
    .map((q, i) => {
      const traits = [
        QUESTION_KIND_LABELS[q.kind],
        q.required ? 'required' : 'optional',
        ...(q.visibleToAuthor ? ['shown to the author'] : []),
      ].join(', ');
      const options =
        q.kind === 'choice' && q.options?.length ? `\n   Options: ${q.options.join(' / ')}` : '';
      return `${i + 1}. ${q.label} (${traits})${options}`;
    })
    .join('\n');
}

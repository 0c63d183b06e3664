import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failedAnswer, isApiError } from '../../api/api-error';
import { RECOMMENDATIONS, recommendationLabel, type Recommendation } from '../../api/peer-review.types';
import { submitReport, type ReportPayload, type ReviewInvitation } from '../../api/review.api';
import { FormField, TextAreaField, withoutKeys } from '../../components/ui/form-field.component';
import { REVIEW_MESSAGES } from './review.messages';
import {
  answerErrors,
  answersToSend,
  MAX_COMMENTS,
  reportErrors,
  type ReportDraft,
  type ReportErrors,
} from './report.validation';
import type { AnswerValue, ReviewQuestion } from '../../api/review-form.api';
import { ReviewQuestions } from './review-questions.component';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  token: string;
  /** The journal's questions this invitation was sent with (issue 42); none: comments only. */
  questions?: readonly ReviewQuestion[];
  /** Called once the report is in (or the server says it already was). */
  onReported: (invitation?: ReviewInvitation) => void;
}

const numberFormat = new Intl.NumberFormat('en-US');

const NO_QUESTIONS: readonly ReviewQuestion[] = [];

export function ReportForm({ token, questions = NO_QUESTIONS, onReported }: Props) {
  const [draft, setDraft] = useState<ReportDraft>({
    recommendation: '',
    commentsToAuthor: '',
    commentsToEditor: '',
  });
  // Issue 44 item 1: the reviewer's consent to pass the report on with a transfer (default off).
  const [share, setShare] = useState(false);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [answers, setAnswers] = useState<Record<string, AnswerValue | undefined>>({});
  const [answerFailures, setAnswerFailures] = useState<Record<string, string>>({});
  const answer = (id: string, value: AnswerValue | undefined) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setAnswerFailures((current) => withoutKeys(current, [id]));
  };
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (report: ReportPayload) => submitReport(token, report) });
  // A field's message goes once the reviewer changes that field.
  const set = (patch: Partial<ReportDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutKeys(current, Object.keys(patch)));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = reportErrors(draft);
    const unanswered = answerErrors(questions, answers);
    setErrors(found);
    setAnswerFailures(unanswered);
    setFailure(null);
    if (Object.keys(found).length > 0 || Object.keys(unanswered).length > 0) return;
    const report: ReportPayload = {
      recommendation: draft.recommendation as Recommendation,
      commentsToAuthor: draft.commentsToAuthor.trim(),
      ...(draft.commentsToEditor.trim() ? { commentsToEditor: draft.commentsToEditor.trim() } : {}),
      ...(questions.length > 0 ? { answers: answersToSend(questions, answers) } : {}),
      ...(share ? { shareWithSisterJournal: true } : {}),
    };
    send.mutate(report, {
      onSuccess: (answer) => {
        if (answer.success) onReported(answer.review);
        else setFailure(answer.message || REVIEW_MESSAGES.actionFailed);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409)
          setFailure(error.serverMessage ?? REVIEW_MESSAGES.alreadyReported);
        else {
          const message = failedAnswer(error)?.message || REVIEW_MESSAGES.actionFailed;
          // The server names the question it refused (`field`: its id): the message goes beside it too.
          const field = isApiError(error) ? (error.body as { field?: unknown } | null)?.field : undefined;
          if (typeof field === 'string' && questions.some((q) => q.id === field))
            setAnswerFailures({ [field]: message });
          setFailure(message);
        }
      },
    });
  }

  const count = draft.commentsToAuthor.trim().length;
  return (
    <form className="review-form" onSubmit={submit} noValidate aria-label="Review report">
      <h2>Your report</h2>
      <FormField label="Recommendation" error={errors.recommendation}>
        {(control) => (
          <select
            {...control}
            value={draft.recommendation}
            onChange={(e) => set({ recommendation: e.target.value })}
          >
            <option value="">Choose a recommendation</option>
            {RECOMMENDATIONS.map((value) => (
              <option key={value} value={value}>
                {recommendationLabel(value)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ReviewQuestions questions={questions} answers={answers} errors={answerFailures} onAnswer={answer} />
      <TextAreaField
        label="Comments to the author"
        error={errors.commentsToAuthor}
        hint={`Shared with the author without your name. ${numberFormat.format(count)} / ${numberFormat.format(MAX_COMMENTS)} characters`}
        rows={10}
        value={draft.commentsToAuthor}
        onValue={(commentsToAuthor) => set({ commentsToAuthor })}
      />
      <TextAreaField
        label="Comments to the editor (optional)"
        error={errors.commentsToEditor}
        hint="Confidential: only the editor reads these."
        rows={5}
        value={draft.commentsToEditor}
        onValue={(commentsToEditor) => set({ commentsToEditor })}
      />
      <label className="review-form__consent">
        <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} />
        My report may be passed on to a sister journal
      </label>
      <p className="review-form__hint">
        If the paper is transferred to another journal of the publisher, your recommendation and comments to
        the author go with it, without your name; your comments to the editor never do.
      </p>
      <FormMessage error={failure} />
      <SolidButton type="submit" look="review" disabled={send.isPending}>
        {send.isPending ? 'Submitting...' : 'Submit report'}
      </SolidButton>
    </form>
  );
}

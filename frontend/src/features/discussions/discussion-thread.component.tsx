import { useId, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../api/api-error';
import type { DiscussionThread as Thread } from '../../api/discussions.api';
import { Markdown } from '../../components/ui/markdown.component';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton, type SolidButtonLook } from '../../components/ui/solid-button.component';
import { DISCUSSION_MESSAGES } from './discussions.messages';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
  ' UTC';

/** One thread: its messages (Markdown, rendered sanitized) oldest first, and the reply form. */
export function DiscussionThreadView({
  thread,
  look,
  onReply,
}: {
  thread: Thread;
  look: SolidButtonLook;
  onReply: (threadId: string, body: string) => Promise<void>;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!body.trim()) return setError(DISCUSSION_MESSAGES.bodyMissing);
    setSending(true);
    try {
      await onReply(thread.id, body);
      setBody('');
    } catch (failure) {
      setError(serverMessageOr(failure, DISCUSSION_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <article className="discussion-thread" data-testid={`discussion-${thread.id}`}>
      <header className="discussion-thread__head">
        <h4 className="discussion-thread__subject">{thread.subject}</h4>
        {thread.with && <p className="discussion-thread__with">With {thread.with}</p>}
      </header>
      <ol className="discussion-thread__messages">
        {thread.messages.map((m) => (
          <li key={m.id} className={`discussion-message discussion-message--${m.from}`}>
            <p className="discussion-message__meta">
              <span className="discussion-message__sender">{m.sender}</span>
              <time dateTime={m.created_at}>{when(m.created_at)}</time>
            </p>
            <Markdown className="discussion-message__body" source={m.body} />
          </li>
        ))}
      </ol>
      <form className="discussion-thread__reply" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={fieldId}>{DISCUSSION_MESSAGES.replyLabel}</label>
        <textarea
          id={fieldId}
          className="discussion-textarea"
          rows={3}
          value={body}
          maxLength={20_000}
          onChange={(e) => setBody(e.target.value)}
        />
        <p className="discussion-hint">{DISCUSSION_MESSAGES.markdownHint}</p>
        <SolidButton look={look} type="submit" disabled={sending}>
          {sending ? DISCUSSION_MESSAGES.sending : DISCUSSION_MESSAGES.send}
        </SolidButton>
        <FormMessage error={error} />
      </form>
    </article>
  );
}

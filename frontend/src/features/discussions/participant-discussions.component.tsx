import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscussionThread } from '../../api/discussions.api';
import type { SolidButtonLook } from '../../components/ui/solid-button.component';
import { DiscussionList } from './discussion-list.component';
import { DISCUSSION_MESSAGES } from './discussions.messages';

/**
 * The author's (profile card) or the reviewer's (review page) discussions with the editorial office: shown
 * only once the office has written, so a paper without discussions looks as before.
 */
export function ParticipantDiscussions({
  queryKey,
  load,
  reply,
  look,
  className,
  heading: Heading = 'h4',
}: {
  queryKey: readonly unknown[];
  load: () => Promise<DiscussionThread[]>;
  reply: (threadId: string, body: string) => Promise<DiscussionThread>;
  look: SolidButtonLook;
  className?: string;
  heading?: 'h2' | 'h4';
}) {
  const client = useQueryClient();
  const threads = useQuery({ queryKey, queryFn: load, retry: false });
  if (!threads.data || threads.data.length === 0) return null;
  const onReply = async (threadId: string, body: string) => {
    const updated = await reply(threadId, body);
    client.setQueryData<DiscussionThread[]>(queryKey, (list) =>
      (list ?? []).map((t) => (t.id === updated.id ? updated : t)),
    );
  };
  return (
    <section className={className ?? 'discussions'} aria-label={DISCUSSION_MESSAGES.title}>
      <Heading>{DISCUSSION_MESSAGES.title}</Heading>
      <DiscussionList
        threads={threads}
        look={look}
        empty={DISCUSSION_MESSAGES.participantEmpty}
        onReply={onReply}
      />
    </section>
  );
}

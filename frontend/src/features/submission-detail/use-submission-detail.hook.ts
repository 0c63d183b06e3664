import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serverMessageOr } from '../../api/api-error';
import { fetchSubmissionMails } from '../../api/mail.api';
import { queryKeys } from '../../api/query-client';
import { fetchSubmissionDetail, type Admin, type SubmissionDetail } from '../../api/review-admin.api';
import { DETAIL_MESSAGES } from './submission-detail.messages';

class DetailReadError extends Error {}

const ANONYMITY_POLL_MS = 2_000;

async function readDetail(id: string, admin: Admin): Promise<SubmissionDetail> {
  let answer: Awaited<ReturnType<typeof fetchSubmissionDetail>>;
  try {
    answer = await fetchSubmissionDetail(id, admin);
  } catch (error) {
    throw new DetailReadError(serverMessageOr(error, DETAIL_MESSAGES.loadFailed));
  }
  if (!answer.success || !answer.data)
    throw new DetailReadError(answer.message || DETAIL_MESSAGES.loadFailed);
  return answer.data;
}

async function readMails(id: string, admin: Admin) {
  const answer = await fetchSubmissionMails(id, admin);
  if (!answer.success) throw new Error(answer.message || DETAIL_MESSAGES.mailsFailed);
  return answer.data ?? [];
}

/** The submission's detail and its undelivered mails; `refresh` marks both (and the dashboard) stale. */
export function useSubmissionDetail(id: string, admin: Admin) {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: queryKeys.submissionDetail(id),
    queryFn: () => readDetail(id, admin),
    // While the reviewers' copy is made and scanned (issue 26), look again until the warning is known.
    refetchInterval: (query) =>
      query.state.data?.anonymity && !query.state.data.anonymity.checked ? ANONYMITY_POLL_MS : false,
  });
  const mails = useQuery({
    queryKey: queryKeys.submissionMails(id),
    queryFn: () => readMails(id, admin),
  });
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.submissionDetail(id) });
    void client.invalidateQueries({ queryKey: queryKeys.adminLists });
    void client.invalidateQueries({ queryKey: queryKeys.adminStats });
  }, [client, id]);
  return { detail, mails, refresh };
}

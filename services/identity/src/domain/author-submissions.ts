import type { Logger } from '@journal/logger';
import type { AuthorSubmissions, SubmissionsReader } from './submissions-reader.port';

export const EMPTY_SUBMISSIONS: AuthorSubmissions = {
  stats: { total_papers: 0, published: 0 },
  submissions: [],
};

/**
 * The profile page must load even when the submission service does not answer (in time, or sanely):
 * it then shows no papers and says they are unavailable.
 */
export async function readAuthorSubmissions(
  reader: SubmissionsReader,
  userId: string,
  logger: Logger,
  timeoutMs = 3_000,
): Promise<{ result: AuthorSubmissions; unavailable: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const result = await Promise.race([reader.forAuthor(userId), timeout]);
    if (!result || !Array.isArray(result.submissions) || typeof result.stats?.total_papers !== 'number')
      throw new Error('malformed answer from the submission service');
    return { result, unavailable: false };
  } catch (error) {
    logger.warn({ err: error, userId }, 'author submissions unavailable; profile served without them');
    return { result: EMPTY_SUBMISSIONS, unavailable: true };
  } finally {
    clearTimeout(timer);
  }
}

import { createInternalClient } from '@journal/http';
import type { AuthorSubmissions, SubmissionsReader } from '../domain/submissions-reader.port';

/** Reads an author's submissions from the submission service over the internal HTTP API. */
export function createHttpSubmissionsReader(baseUrl: string, internalToken: string): SubmissionsReader {
  const client = createInternalClient(baseUrl, internalToken);
  return {
    forAuthor: (userId) =>
      client.json<AuthorSubmissions>('GET', `/authors/${encodeURIComponent(userId)}/submissions`),
  };
}

/** Used when no submission service is configured: the profile then reports submissions as unavailable. */
export const unavailableSubmissionsReader: SubmissionsReader = {
  forAuthor: () => Promise.reject(new Error('No submission service configured (SUBMISSION_URL is unset)')),
};

import { createLogger } from '@journal/logger';
import { readAuthorSubmissions } from '../../src/domain/author-submissions';
import type { AuthorSubmissions, SubmissionsReader } from '../../src/domain/submissions-reader.port';

const logger = createLogger('test', { level: 'silent' });
const answer: AuthorSubmissions = { stats: { total_papers: 1, published: 0 }, submissions: [] };
const reader = (forAuthor: SubmissionsReader['forAuthor']): SubmissionsReader => ({ forAuthor });

describe('readAuthorSubmissions', () => {
  it('passes a good answer through', async () => {
    await expect(
      readAuthorSubmissions(
        reader(async () => answer),
        'u1',
        logger,
      ),
    ).resolves.toEqual({ result: answer, unavailable: false });
  });

  it('a failure, a malformed answer or no answer in time -> empty and unavailable', async () => {
    const empty = {
      result: { stats: { total_papers: 0, published: 0 }, submissions: [] },
      unavailable: true,
    };
    await expect(
      readAuthorSubmissions(
        reader(async () => Promise.reject(new Error('down'))),
        'u1',
        logger,
      ),
    ).resolves.toEqual(empty);
    await expect(
      readAuthorSubmissions(
        reader(async () => ({ nope: true }) as unknown as AuthorSubmissions),
        'u1',
        logger,
      ),
    ).resolves.toEqual(empty);
    const started = Date.now();
    await expect(
      readAuthorSubmissions(
        reader(() => new Promise(() => undefined)),
        'u1',
        logger,
        50,
      ),
    ).resolves.toEqual(empty);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

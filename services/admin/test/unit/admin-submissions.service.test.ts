import type { Pool } from '@journal/db';
import { NotFoundError, ValidationError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import type { SubmissionCommands, SubmissionSnapshot } from '../../src/clients/submission.client';
import { AdminSubmissionsService } from '../../src/domain/admin-submissions.service';

const snapshot: SubmissionSnapshot = {
  id: '3f2a6c1e-8d4b-4c6f-9a1e-2b3c4d5e6f70',
  author_id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  author_email: 'ada@example.org',
  given_names: 'Ada',
  family_name: 'Lovelace',
  paper_title: 'Notes',
  abstract: '',
  keywords: [],
  co_authors: [],
  journal_id: 'education',
  journal_name: 'Education',
  journal_icon: '🎓',
  status: 'accepted',
  file: { size: 10, content_type: 'text/plain', original_name: 'n.txt', extension: 'txt' },
  submission_date: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  version: 2,
};

function service(overrides: { connect?: () => Promise<never> } = {}) {
  const calls: unknown[][] = [];
  const warnings: unknown[] = [];
  const commands: SubmissionCommands = {
    changeStatus: async (...args) => {
      calls.push(args);
      return snapshot;
    },
    openFile: async () => Promise.reject(new Error('not used')),
    openVersion: async () => Promise.reject(new Error('not used')),
    snapshot: async () => Promise.reject(new Error('not used')),
    versions: async () => Promise.reject(new Error('not used')),
  };
  const pool = {
    connect: overrides.connect ?? (async () => Promise.reject(new Error('database down'))),
  } as unknown as Pool;
  const logger = { warn: (obj: unknown) => warnings.push(obj) } as unknown as Logger;
  return { svc: new AdminSubmissionsService({ pool, commands, logger }), calls, warnings };
}

describe('AdminSubmissionsService.changeStatus', () => {
  it('validates before calling the submission service', async () => {
    const { svc, calls } = service();
    await expect(svc.changeStatus(snapshot.id, 'archived', 'e@x.org')).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(svc.changeStatus('nope', 'accepted', 'e@x.org')).rejects.toBeInstanceOf(NotFoundError);
    expect(calls).toEqual([]);
  });

  it('returns the committed state even when the read model cannot be updated at once', async () => {
    const { svc, calls, warnings } = service();
    const view = await svc.changeStatus(snapshot.id, 'accepted', 'editor@journal.local');
    expect(calls).toEqual([[snapshot.id, 'accepted', 'editor@journal.local']]);
    expect(view).toEqual({
      id: snapshot.id,
      submission_date: snapshot.submission_date,
      given_names: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      paper_title: 'Notes',
      abstract: '',
      keywords: [],
      co_authors: [],
      journal_name: 'Education',
      journal_icon: '🎓',
      status: 'accepted',
      file_path: `/api/admin/submissions/${snapshot.id}/download`,
      updated_at: snapshot.updated_at,
    });
    expect(warnings).toHaveLength(1);
  });
});

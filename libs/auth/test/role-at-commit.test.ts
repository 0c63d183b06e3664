import express from 'express';
import request from 'supertest';
import {
  confirmRoleAtCommit,
  createTokenSigner,
  createTokenVerifier,
  editorialGuard,
  editorialScopeOf,
  generateKeyPair,
  loadSigningKeys,
  ROLE_ENDED_MESSAGE,
  type EditorialJournal,
  type EditorialScope,
} from '@journal/auth';
import { errorMiddleware } from '@journal/errors';

const keys = loadSigningKeys({ privateKeyPem: generateKeyPair().privateKeyPem });
const signer = createTokenSigner(keys.privateKey!);
const verifier = createTokenVerifier(keys.publicKeys);
const editorId = '0b8f0c2e-4a5b-4c7d-8e9f-0a1b2c3d4e5f';
const editorToken = signer.sign({ sub: editorId, email: 'ed@example.org', role: 'author' });
const adminToken = signer.sign({ sub: 'admin-1', email: 'admin@example.org', role: 'admin' });

/** A transaction client that records its statements. */
const recordingClient = () => {
  const statements: [string, unknown[] | undefined][] = [];
  return {
    statements,
    query: async (text: string, values?: unknown[]) => void statements.push([text, values]),
  };
};

/** The scope the guard builds for `token`, with the roles `current` holds at each ask. */
async function scopeOf(token: string, current: Map<string, EditorialJournal[]>): Promise<EditorialScope> {
  let scope: EditorialScope | undefined;
  const app = express();
  const roles = { journalsOf: async (id: string) => current.get(id) ?? [] };
  app.get('/x', ...editorialGuard({ verifier, roles }), (req, res) => {
    scope = editorialScopeOf(req);
    res.json({});
  });
  app.use(errorMiddleware());
  expect((await request(app).get('/x').auth(token, { type: 'bearer' })).status).toBe(200);
  return scope!;
}

describe('confirmRoleAtCommit', () => {
  const editorOf = (slug: string, role: 'editor' | 'manager' = 'editor') => [{ slug, name: slug, role }];

  it('asks the roles again under a shared lock on the person, and refuses a role that ended meanwhile', async () => {
    const current = new Map([[editorId, editorOf('civil')]]);
    const scope = await scopeOf(editorToken, current);
    const client = recordingClient();
    await confirmRoleAtCommit(client, scope, 'civil');
    expect(client.statements).toEqual([
      ['SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [`journal-roles:${editorId}`]],
    ]);
    current.set(editorId, []); // removed after the guard let the request in
    await expect(confirmRoleAtCommit(recordingClient(), scope, 'civil')).rejects.toMatchObject({
      status: 403,
      message: ROLE_ENDED_MESSAGE,
    });
  });

  it("refuses another journal, and an editor's role for a manager's write", async () => {
    const scope = await scopeOf(editorToken, new Map([[editorId, editorOf('civil')]]));
    await expect(confirmRoleAtCommit(recordingClient(), scope, 'mechanical')).rejects.toMatchObject({
      status: 403,
    });
    await expect(confirmRoleAtCommit(recordingClient(), scope, 'civil', 'manager')).rejects.toMatchObject({
      status: 403,
    });
  });

  it("passes the administrator's scope without a lock or a call, and refuses a scope the guard did not build", async () => {
    const client = recordingClient();
    await confirmRoleAtCommit(client, await scopeOf(adminToken, new Map()), 'civil');
    expect(client.statements).toEqual([]);
    const forged: EditorialScope = { administrator: false, journals: editorOf('civil') };
    await expect(confirmRoleAtCommit(recordingClient(), forged, 'civil')).rejects.toMatchObject({
      status: 403,
    });
  });
});

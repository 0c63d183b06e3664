import express from 'express';
import request from 'supertest';
import {
  createTokenSigner,
  createTokenVerifier,
  editorialGuard,
  editorialScopeOf,
  generateKeyPair,
  loadSigningKeys,
  type EditorialJournal,
} from '@journal/auth';
import { errorMiddleware } from '@journal/errors';

const keys = loadSigningKeys({ privateKeyPem: generateKeyPair().privateKeyPem });
const signer = createTokenSigner(keys.privateKey!);
const verifier = createTokenVerifier(keys.publicKeys);
const adminToken = signer.sign({ sub: 'admin-1', email: 'admin@example.org', role: 'admin' });
const editorId = '0b8f0c2e-4a5b-4c7d-8e9f-0a1b2c3d4e5f';
const editorToken = signer.sign({ sub: editorId, email: 'ed@example.org', role: 'author' });

/** The shared guard of every editor route (issue 28, ADR 0031), over a small app. */
function appWith(roles: Map<string, EditorialJournal[]>, papers: Record<string, string>) {
  const asked: string[] = [];
  const looked: string[] = [];
  const source = {
    async journalsOf(userId: string) {
      asked.push(userId);
      return roles.get(userId) ?? [];
    },
  };
  const guard = editorialGuard({
    verifier,
    roles: source,
    submissionJournal: async (id) => {
      looked.push(id);
      return papers[id];
    },
  });
  const app = express();
  app.get('/list', ...editorialGuard({ verifier, roles: source }), (req, res) => {
    res.json(editorialScopeOf(req));
  });
  app.get('/papers/:id', ...guard, (req, res) => {
    res.json({ id: req.params.id });
  });
  app.use(errorMiddleware());
  return { app, asked, looked };
}

describe('editorialGuard', () => {
  const roles = new Map([[editorId, [{ slug: 'civil', name: 'Civil', role: 'editor' as const }]]]);
  const papers = { a: 'civil', b: 'mechanical' };

  it("passes the administrator's token with every journal and asks nothing, not even the paper's journal", async () => {
    const { app, asked, looked } = appWith(roles, papers);
    expect((await request(app).get('/list').auth(adminToken, { type: 'bearer' })).body).toEqual({
      administrator: true,
    });
    expect((await request(app).get('/papers/b').auth(adminToken, { type: 'bearer' })).status).toBe(200);
    expect([asked, looked]).toEqual([[], []]);
  });

  it("asks about an author's token on every request (no cache), so a change counts on the next one", async () => {
    const current = new Map(roles);
    const { app, asked } = appWith(current, papers);
    const first = await request(app).get('/list').auth(editorToken, { type: 'bearer' });
    expect(first.body).toEqual({ administrator: false, journals: current.get(editorId) });
    current.set(editorId, []);
    const second = await request(app).get('/list').auth(editorToken, { type: 'bearer' });
    expect([second.status, second.body.message]).toEqual([403, 'Administrator access required']);
    expect(asked).toEqual([editorId, editorId]);
  });

  it("answers 404 for another journal's paper and for an unknown one, the same way", async () => {
    const { app } = appWith(roles, papers);
    const own = await request(app).get('/papers/a').auth(editorToken, { type: 'bearer' });
    const other = await request(app).get('/papers/b').auth(editorToken, { type: 'bearer' });
    const unknown = await request(app).get('/papers/zzz').auth(editorToken, { type: 'bearer' });
    expect(own.status).toBe(200);
    expect([other.status, other.body.message]).toEqual([404, 'Submission not found']);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Submission not found']);
  });

  it('refuses a missing token (401), a foreign email parameter (403), and everyone without a roles source', async () => {
    const { app } = appWith(roles, papers);
    expect((await request(app).get('/list')).status).toBe(401);
    const foreign = await request(app)
      .get('/list?email=someone@example.org')
      .auth(editorToken, { type: 'bearer' });
    expect(foreign.status).toBe(403);
    const bare = express();
    bare.get('/list', ...editorialGuard({ verifier }), (_req, res) => res.json({ ok: true }));
    bare.use(errorMiddleware());
    expect((await request(bare).get('/list').auth(editorToken, { type: 'bearer' })).status).toBe(403);
    expect((await request(bare).get('/list').auth(adminToken, { type: 'bearer' })).status).toBe(200);
  });
});

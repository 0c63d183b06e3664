// One real site per test file: fresh database, the built SPA, the embedded backend.
import { createTestDatabase, startSite, type RunningSite, type TestDatabase } from '@journal/testing';
import { ensureSpaBuild } from './spa-build';

export interface E2ESite {
  site: RunningSite;
  url: (path: string) => string;
  stop: () => Promise<void>;
}

export async function startE2ESite(env: Record<string, string> = {}): Promise<E2ESite> {
  const staticDir = ensureSpaBuild();
  const database: TestDatabase = await createTestDatabase();
  let site: RunningSite;
  try {
    site = await startSite({
      databaseUrl: database.url,
      env: { STATIC_DIR: staticDir, ...env },
      readyTimeoutMs: 120_000,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  let stopping = false;
  // A crash mid-run otherwise shows up only as ERR_CONNECTION_REFUSED in every later test.
  site.process.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`site exited unexpectedly (${code ?? signal}):\n${site.output().slice(-4000)}`);
  });
  return {
    site,
    url: (path) => `${site.baseUrl}${path}`,
    stop: async () => {
      stopping = true;
      await site.stop();
      await database.drop();
    },
  };
}

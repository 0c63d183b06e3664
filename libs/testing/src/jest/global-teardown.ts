import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as
    | { stop: () => Promise<void>; dataDir: string }
    | undefined;
  if (!embedded) return;
  await embedded.stop();
  rmSync(embedded.dataDir, { recursive: true, force: true });
}

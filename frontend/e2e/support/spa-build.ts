// Builds the SPA once per source version into a temp folder the site serves (STATIC_DIR), so browser
// tests never race with a developer's `frontend/dist` or with each other.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const frontendRoot = path.resolve(__dirname, '../..');
const repoRoot = path.resolve(frontendRoot, '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (!/\.test\.tsx?$|\.test-util\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function sourceHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...sourceFiles(path.join(frontendRoot, 'src')),
    // Shared libraries the SPA bundles (journal catalogue, metadata rules).
    ...sourceFiles(path.join(repoRoot, 'libs', 'journals', 'src')),
    ...sourceFiles(path.join(repoRoot, 'libs', 'metadata', 'src')),
    path.join(frontendRoot, 'index.html'),
    path.join(frontendRoot, 'vite.config.ts'),
  ];
  for (const file of files) {
    hash.update(path.relative(frontendRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds of older sources pile up as the code changes; keep a day's worth. */
function pruneOldBuilds(cacheRoot: string): void {
  const cutoff = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheRoot)) {
    const full = path.join(cacheRoot, name);
    if (statSync(full).mtimeMs < cutoff) rmSync(full, { recursive: true, force: true });
  }
}

/** Path of a built SPA for the current sources (built now if needed). */
export function ensureSpaBuild(): string {
  if (process.env.E2E_STATIC_DIR) return process.env.E2E_STATIC_DIR;
  const cacheRoot = path.join(os.tmpdir(), 'journal-e2e-spa');
  const target = path.join(cacheRoot, sourceHash());
  if (existsSync(path.join(target, 'index.html'))) return target;
  mkdirSync(cacheRoot, { recursive: true });
  pruneOldBuilds(cacheRoot);
  const staging = `${target}.${process.pid}.${Date.now()}`;
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', staging, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: frontendRoot,
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  if (result.status !== 0) throw new Error(`SPA build failed:\n${result.stdout}\n${result.stderr}`);
  try {
    renameSync(staging, target);
  } catch {
    // Another test file finished the same build first; theirs is identical.
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

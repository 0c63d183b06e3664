// Rebuilds frontend/dist when it is missing or older than any source of the SPA, so the budget is
// measured on the code as it is now and not on a leftover build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const frontendDir = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(frontendDir, '..');
export const distDir = path.join(frontendDir, 'dist');

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Only React's development build prints this; a bundle with it was built with NODE_ENV other than production. */
const REACT_DEVELOPMENT_MARKER = 'is deprecated in plain JavaScript React classes';

function hasDevelopmentReact(): boolean {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(path.join(assets, name), 'utf8').includes(REACT_DEVELOPMENT_MARKER));
}

/** Why a build is needed, or null when frontend/dist is current. */
export function staleReason(): string | null {
  const builtIndex = path.join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return 'frontend/dist is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(frontendDir, source)) > builtAt);
  if (changed) return `frontend/${changed} changed after the last build`;
  return hasDevelopmentReact() ? 'frontend/dist holds a development build of React' : null;
}

export function ensureBuild(): void {
  const reason = staleReason();
  if (!reason) {
    console.log('frontend/dist is up to date');
    return;
  }
  console.log(`${reason}: npm run build`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run build exited with ${run.status}`);
}

#!/usr/bin/env node
// `npm start`: the whole site in one process on embedded defaults. Builds the web app when its
// sources are newer than the last build, then runs the embedded server (tsx, no compile step).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const frontend = path.join(root, 'frontend');
const builtIndex = path.join(frontend, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(frontend, 'src'),
  path.join(frontend, 'index.html'),
  path.join(frontend, 'vite.config.ts'),
];
const sourceTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the web app (first start or changed sources)...');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: frontend,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'gateway', 'src', 'embedded.main.ts')],
  {
    cwd: root,
    // The IPC channel is how the server notices this process died (even of kill -9): it then shuts down.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  },
);
// Ctrl-C reaches the server too (same process group); wait for its clean shutdown instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  // Ctrl-C and SIGTERM are a normal stop; any other signal (kill -9, out of memory) is a crash to report.
  if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM') {
    console.error(`The server was killed (${signal}). Run npm start again: it comes back with its data.`);
    process.exit(1);
  }
  process.exit(code ?? 0);
});

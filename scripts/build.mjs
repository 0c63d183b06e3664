#!/usr/bin/env node
// `npm run build`: builds the web app into frontend/dist (the backend runs TypeScript through tsx).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
  {
    cwd: path.join(root, 'frontend'),
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

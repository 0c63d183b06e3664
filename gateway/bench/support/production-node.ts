// The Node.js the production images run (the Dockerfile's NODE_IMAGE), for benchmarks whose figure
// depends on the runtime: AsyncLocalStorage, which tracing's context rides on, costs a promise hook per
// promise on Node 20 and nothing of the kind on Node 24 (ADR 0017).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface NodeRuntime {
  /** The binary to spawn. */
  path: string;
  version: string;
  /** Where it came from, for the bench's header line. */
  origin: string;
}

/** `24.21.0` from the Dockerfile's `ARG NODE_IMAGE=node:24.21.0-bookworm-slim`. */
export function productionNodeVersion(dockerfile = path.join(repoRoot, 'Dockerfile')): string {
  const match = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)\b/m.exec(readFileSync(dockerfile, 'utf8'));
  if (!match) throw new Error(`no ARG NODE_IMAGE=node:<x.y.z> in ${dockerfile}`);
  return match[1]!;
}

/** The Node.js at `binary`, its version asked of it. */
export function nodeAt(binary: string, origin: string): NodeRuntime {
  const version = execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  return { path: binary, version, origin };
}

/**
 * The production runtime: this Node when it is that version; else a copy cached under
 * node_modules/.cache, fetched once from the npm registry's `node-<platform>-<arch>` package (the
 * official binaries; npm checks the tarball's integrity). Undefined, with the reason, where there is none
 * for this platform or the registry cannot be reached.
 */
export function productionNode(): NodeRuntime | { unavailable: string } {
  const version = productionNodeVersion();
  if (process.versions.node === version) return { path: process.execPath, version, origin: 'this machine' };
  const cache = path.join(repoRoot, 'node_modules', '.cache', 'journal-bench', `node-${version}`);
  const binary = path.join(cache, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    const pkg = `node-${process.platform}-${process.arch}@${version}`;
    try {
      mkdirSync(cache, { recursive: true });
      const tarball = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', cache], {
        cwd: cache,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
      execFileSync('tar', ['xzf', path.join(cache, tarball), '-C', cache]);
      rmSync(path.join(cache, tarball));
    } catch (error) {
      return {
        unavailable: `could not fetch ${pkg} from the npm registry: ${(error as Error).message.split('\n')[0]}`,
      };
    }
  }
  const found = nodeAt(binary, 'npm registry, node_modules/.cache');
  if (found.version !== version) return { unavailable: `${binary} is Node ${found.version}, not ${version}` };
  return found;
}

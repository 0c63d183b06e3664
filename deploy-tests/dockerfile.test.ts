// The Dockerfile: lint (see support/dockerfile-lint.ts for the rules), the targets and their commands,
// the workspace manifests it installs from, the build context, and the secrets-from-files entrypoint.
// Building the images needs a Docker engine (absent here): `docker build --target <name> .`, see
// docs/operations.md.
import { describeWith } from '@journal/testing';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintDockerfile, parseStages, targetStages } from './support/dockerfile-lint';
import { mainModule, ports, type ProcessName } from './support/process-env';
import { repoRoot } from './support/tools';

const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const { stages } = parseStages(dockerfile);
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`Dockerfile has no stage ${name}`);
  return found;
};
const args = (name: string, keyword: string) =>
  stage(name)
    .instructions.filter((i) => i.getKeyword() === keyword)
    .map((i) => i.getArgumentsContent() ?? '');

describe('Dockerfile', () => {
  test('passes the lint rules', () => {
    expect(lintDockerfile(dockerfile, { oneShotTargets: ['migrate'] })).toEqual([]);
  });

  test('has one target per process, each starting its main module through tsx', () => {
    const processes: ProcessName[] = [
      'gateway',
      'identity',
      'submission',
      'admin',
      'notification',
      'review',
      'publishing',
      'journals',
      'statistics',
      'migrate',
    ];
    expect(
      targetStages(stages)
        .map((s) => s.name)
        .sort(),
    ).toEqual([...processes].sort());
    for (const name of processes) {
      expect(JSON.parse(args(name, 'CMD')[0] ?? '[]')).toEqual(['node', '--import', 'tsx', mainModule[name]]);
    }
  });

  test('each server target listens on its conventional port', () => {
    for (const [name, port] of Object.entries(ports)) {
      expect(args(name, 'ENV')).toContain(`PORT=${port}`);
      expect(args(name, 'EXPOSE')).toEqual([String(port)]);
    }
  });

  test('a plain `docker build .` yields the gateway, which carries the built SPA', () => {
    expect(stages[stages.length - 1]?.name).toBe('gateway');
    const copies = stage('gateway').instructions.filter((i) => i.getKeyword() === 'COPY');
    expect(copies.map((c) => c.getArgumentsContent())).toContain('/app/frontend/dist ./frontend/dist');
    expect(args('build', 'RUN').join('\n')).toContain('npm run build -w @journal/frontend');
  });

  test('installs from every workspace manifest and the lockfile', () => {
    const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const workspaceDirs = rootPackage.workspaces.flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      return fs
        .readdirSync(path.join(repoRoot, parent))
        .map((entry) => `${parent}/${entry}`)
        .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')));
    });
    expect(workspaceDirs.length).toBeGreaterThan(10);
    const copied = args('deps', 'COPY');
    expect(copied).toContain('package.json package-lock.json .npmrc ./');
    for (const dir of workspaceDirs) expect(copied).toContain(`${dir}/package.json ${dir}/`);
    expect(args('deps', 'RUN').join('\n')).toMatch(/npm ci\b/);
  });

  test('the runtime image gets production dependencies and every backend source folder', () => {
    expect(args('prod-deps', 'RUN').join('\n')).toContain('npm prune --omit=dev');
    const copied = args('runtime', 'COPY');
    for (const dir of ['libs', 'services', 'gateway', 'scripts']) expect(copied).toContain(`${dir} ./${dir}`);
  });

  test('tsx, which runs the services in production, is a runtime dependency (ADR 0005)', () => {
    const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(rootPackage.dependencies?.tsx).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('the build context leaves out dependencies, VCS data, env files and tests', () => {
    const ignored = fs
      .readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of [
      '**/node_modules',
      '.git',
      '**/.env',
      '**/.data',
      '**/test',
      '**/*.test.ts',
      'frontend/e2e',
    ]) {
      expect(ignored).toContain(entry);
    }
  });

  describe('entrypoint', () => {
    const script = /COPY --chmod=0755 <<'EOF' \/usr\/local\/bin\/journal-entrypoint\n([\s\S]*?)\nEOF\n/.exec(
      dockerfile,
    )?.[1];

    test('is defined in the runtime stage', () => {
      expect(script).toBeDefined();
      expect(args('runtime', 'ENTRYPOINT')).toEqual(['["/usr/local/bin/journal-entrypoint"]']);
    });

    describeWith('sh', 'run by a POSIX shell', () => {
      test('turns <NAME>_FILE into <NAME>, multi-line PEM included, then execs the command', () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entrypoint-'));
        const entrypoint = path.join(dir, 'entrypoint');
        fs.writeFileSync(entrypoint, script ?? '', { mode: 0o755 });
        const pem =
          '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----';
        fs.writeFileSync(path.join(dir, 'key.pem'), `${pem}\n`);
        const result = spawnSync(entrypoint, ['node', '-e', 'console.log(JSON.stringify(process.env))'], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH, JWT_PUBLIC_KEY_FILE: path.join(dir, 'key.pem'), KEEP: 'yes' },
        });
        fs.rmSync(dir, { recursive: true, force: true });
        expect(result.status).toBe(0);
        const env = JSON.parse(result.stdout) as Record<string, string>;
        expect(env.JWT_PUBLIC_KEY).toBe(pem);
        expect(env.JWT_PUBLIC_KEY_FILE).toBeUndefined();
        expect(env.KEEP).toBe('yes');
      });

      test('fails instead of starting when a *_FILE points nowhere', () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entrypoint-'));
        const entrypoint = path.join(dir, 'entrypoint');
        fs.writeFileSync(entrypoint, script ?? '', { mode: 0o755 });
        const result = spawnSync(entrypoint, ['true'], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH, X_FILE: '/nonexistent/x' },
        });
        fs.rmSync(dir, { recursive: true, force: true });
        expect(result.status).not.toBe(0);
      });
    });
  });
});

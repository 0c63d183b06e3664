import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadClusterConfig, repoRoot, type ClusterConfig } from './cluster-config';
import { planCluster, type ProcessSpec, type ServiceKind } from './cluster-plan';
import { resolveSecrets, type ClusterSecrets } from './cluster-secrets';
import { ManagedProcess, type ExitResult } from './managed-process';
import { checkRedis, ensureClusterDatabase, runMigrations } from './prepare-dependencies';
import { RestartBackoff } from './restart-backoff';

export interface StartClusterOptions {
  /** Every output line of every process (the CLI prefixes and prints them). */
  onLine?: (name: string, line: string) => void;
  /** A process exited while the cluster was meant to be running (not through stop()); it restarts after `delayMs`. */
  onUnexpectedExit?: (
    name: string,
    result: ExitResult,
    restart: { delayMs: number; attempt: number },
  ) => void;
  /** A process (re)started: its pid, and after a crash, whether it became ready again. */
  onStarted?: (name: string, pid: number | undefined) => void;
  onRestarted?: (name: string, outcome: { ready: boolean; error?: string }) => void;
  /** Extra variables per kind of process (tests: a debug log level for the gateway, say). */
  extraEnv?: Partial<Record<ServiceKind, Record<string, string>>>;
}

export interface Cluster {
  config: ClusterConfig;
  secrets: ClusterSecrets;
  specs: ProcessSpec[];
  /** Gateway base URL on loopback. */
  url: string;
  process(name: string): ManagedProcess;
  /** Every process, gateway last. */
  processes(): ManagedProcess[];
  readyUrl(name: string): string;
  /** Sends a signal without waiting (fault tests: SIGKILL). Not reported as unexpected. */
  kill(name: string, signal?: NodeJS.Signals): void;
  /** Stops one process (SIGTERM, SIGKILL after the bound) and reports how it exited. */
  terminate(name: string, signal?: NodeJS.Signals): Promise<ExitResult>;
  /** Starts a stopped or killed process again with the same configuration and waits for /readyz. */
  restart(name: string): Promise<void>;
  /** Gateway first (no new traffic), then every service at once; SIGTERM, SIGKILL after the bound. */
  stop(): Promise<Record<string, ExitResult>>;
}

export async function startCluster(
  config: ClusterConfig,
  options: StartClusterOptions = {},
): Promise<Cluster> {
  const onLine = options.onLine ?? (() => undefined);
  mkdirSync(config.DATA_DIR, { recursive: true });
  await ensureClusterDatabase(config.DATABASE_URL);
  await checkRedis(config.REDIS_URL);
  await runMigrations(config, onLine);
  const secrets = resolveSecrets(config);
  const specs = planCluster(config, secrets);

  let stopping = false;
  const byName = new Map<string, ManagedProcess>();
  const intended = new Set<string>(); // names stopped or killed on purpose are not "unexpected"
  const backoffs = new Map<string, RestartBackoff>();
  const pendingRestarts = new Map<string, NodeJS.Timeout>();
  for (const spec of specs) {
    const managed = new ManagedProcess({
      name: spec.name,
      args: [
        ...(config.CPU_PROF_DIR
          ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(config.CPU_PROF_DIR, spec.name)}`]
          : []),
        '--import',
        'tsx',
        spec.entry,
      ],
      env: { ...spec.env, ...options.extraEnv?.[spec.kind] },
      cwd: repoRoot,
      onLine,
    });
    byName.set(spec.name, managed);
  }
  const readyUrl = (name: string) => {
    const spec = specs.find((s) => s.name === name);
    if (!spec) throw new Error(`no process named ${name}`);
    return `http://127.0.0.1:${spec.port}/readyz`;
  };
  // Supervision: a child that exits on its own is restarted alone, after a backoff, like a container
  // runtime would; only stop() (Ctrl-C) ends the cluster. kill/terminate/restart are on purpose.
  const superviseRestart = (name: string, result: ExitResult) => {
    let backoff = backoffs.get(name);
    if (!backoff) {
      backoff = new RestartBackoff({
        initialMs: config.RESTART_BACKOFF_MS,
        maxMs: config.RESTART_BACKOFF_MAX_MS,
        stableMs: config.RESTART_STABLE_MS,
      });
      backoffs.set(name, backoff);
    }
    const next = backoff.next(result.ms);
    options.onUnexpectedExit?.(name, result, next);
    const timer = setTimeout(() => {
      pendingRestarts.delete(name);
      if (stopping || intended.has(name)) return;
      launch(name).then(
        () => options.onRestarted?.(name, { ready: true }),
        // An exit before ready schedules the next attempt itself (the exit watcher of that launch).
        (error: unknown) =>
          options.onRestarted?.(name, {
            ready: false,
            error: error instanceof Error ? error.message.split('\n')[0] : String(error),
          }),
      );
    }, next.delayMs);
    pendingRestarts.set(name, timer);
  };
  const launch = async (name: string) => {
    const managed = byName.get(name)!;
    intended.delete(name);
    managed.start();
    options.onStarted?.(name, managed.pid);
    void managed.waitExit().then((result) => {
      if (!stopping && !intended.has(name) && !managed.running) superviseRestart(name, result);
    });
    await managed.waitReady(readyUrl(name), config.READY_TIMEOUT_MS);
  };
  const stopAll = async (): Promise<Record<string, ExitResult>> => {
    stopping = true;
    for (const timer of pendingRestarts.values()) clearTimeout(timer);
    pendingRestarts.clear();
    const results: Record<string, ExitResult> = {};
    const gateway = byName.get('gateway')!;
    results.gateway = await gateway.stop('SIGTERM', config.STOP_TIMEOUT_MS);
    const rest = [...byName.values()].filter((p) => p !== gateway);
    const stopped = await Promise.all(rest.map((p) => p.stop('SIGTERM', config.STOP_TIMEOUT_MS)));
    rest.forEach((p, i) => (results[p.name] = stopped[i]!));
    return results;
  };
  // A launcher that dies must not leave services holding the ports.
  const killAll = () => {
    for (const p of byName.values()) p.kill('SIGKILL');
  };
  process.once('exit', killAll);

  try {
    const backends = specs.filter((s) => s.kind !== 'gateway').map((s) => s.name);
    await Promise.all(backends.map(launch));
    await launch('gateway');
  } catch (error) {
    await stopAll();
    process.off('exit', killAll);
    throw error;
  }

  return {
    config,
    secrets,
    specs,
    url: `http://127.0.0.1:${config.ports.gateway}`,
    process: (name) => {
      const managed = byName.get(name);
      if (!managed) throw new Error(`no process named ${name}`);
      return managed;
    },
    processes: () => [...byName.values()],
    readyUrl,
    kill: (name, signal = 'SIGKILL') => {
      intended.add(name);
      clearTimeout(pendingRestarts.get(name));
      byName.get(name)?.kill(signal);
    },
    terminate: async (name, signal = 'SIGTERM') => {
      const managed = byName.get(name);
      if (!managed) throw new Error(`no process named ${name}`);
      intended.add(name);
      clearTimeout(pendingRestarts.get(name));
      return managed.stop(signal, config.STOP_TIMEOUT_MS);
    },
    restart: async (name) => {
      const managed = byName.get(name);
      if (!managed) throw new Error(`no process named ${name}`);
      clearTimeout(pendingRestarts.get(name));
      pendingRestarts.delete(name);
      if (managed.running) {
        intended.add(name);
        await managed.stop('SIGTERM', config.STOP_TIMEOUT_MS);
      }
      await launch(name);
    },
    stop: async () => {
      const results = await stopAll();
      process.off('exit', killAll);
      return results;
    },
  };
}

export { loadClusterConfig };

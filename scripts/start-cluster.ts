// `npm run start:cluster`: every service as its own process (two notification instances behind the
// gateway's sticky socket balancer, docs/adr/0008) against DATABASE_URL and REDIS_URL, with the same
// entry points the container images run. A child that exits on its own is restarted alone, with a
// backoff, and reported; Ctrl-C stops them all gracefully; a second Ctrl-C kills them.
import { ConfigError } from '@journal/config';
import { loadClusterConfig, startCluster, type Cluster } from './cluster/cluster';
import { redactUrl } from './cluster/prepare-dependencies';

const COLORS = [36, 33, 35, 32, 34, 91, 92, 93];
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const colorOf = new Map<string, number>();

/** Lines gathered in this turn of the event loop, written with one call (a write per line costs a system call each). */
let pending: string[] = [];
// stdout to a file or a pipe is written synchronously, so what is still gathered goes out at exit too.
process.on('exit', () => process.stdout.write(pending.join('')));

function prefixed(name: string, line: string): void {
  if (!colorOf.has(name)) colorOf.set(name, COLORS[colorOf.size % COLORS.length]!);
  const label = `[${name}]`.padEnd(17);
  if (pending.length === 0)
    setImmediate(() => {
      const text = pending.join('');
      pending = [];
      process.stdout.write(text);
    });
  pending.push(`${useColor ? `\x1b[${colorOf.get(name)}m${label}\x1b[0m` : label} ${line}\n`);
}

async function shutdown(cluster: Cluster, reason: string): Promise<boolean> {
  prefixed('cluster', `stopping (${reason})`);
  const results = await cluster.stop();
  let clean = true;
  for (const [name, r] of Object.entries(results)) {
    clean &&= r.code === 0 && !r.forced;
    prefixed(
      'cluster',
      `${name}: ${r.forced ? 'killed after the stop timeout' : `exit ${r.code ?? r.signal}`} (${r.ms} ms)`,
    );
  }
  return clean;
}

async function main(): Promise<number> {
  const config = loadClusterConfig(process.env);
  let reason: string | undefined;
  let wake = () => undefined as void;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      if (reason) {
        prefixed('cluster', `${signal} again: killing every process`);
        process.exit(130); // the exit hook SIGKILLs the children
      }
      reason = signal;
      wake();
    });

  prefixed(
    'cluster',
    `starting: database ${redactUrl(config.DATABASE_URL)}, events ${config.EVENT_BUS}, Redis ${redactUrl(config.REDIS_URL)}`,
  );
  const cluster = await startCluster(config, {
    onLine: prefixed,
    onStarted: (name, pid) => prefixed('cluster', `${name} started (pid ${pid ?? '?'})`),
    onUnexpectedExit: (name, result, restart) =>
      prefixed(
        'cluster',
        `${name} exited unexpectedly (${result.code ?? result.signal}) after ${result.ms} ms; ` +
          `restart ${restart.attempt} in ${restart.delayMs} ms`,
      ),
    onRestarted: (name, outcome) =>
      prefixed(
        'cluster',
        outcome.ready ? `${name} restarted and ready` : `${name} restart failed: ${outcome.error}`,
      ),
  });
  if (!reason) {
    const { ports } = config;
    process.stdout.write(
      `\nJournal cluster running at ${config.publicUrl}\n` +
        `  processes: gateway :${ports.gateway}, identity :${ports.identity}, submission :${ports.submission}, ` +
        `admin :${ports.admin}, notification ${ports.notification.map((p) => `:${p}`).join(' ')}, ` +
        `publishing :${ports.publishing}, review :${ports.review}, journals :${ports.journals}, statistics :${ports.statistics}\n` +
        `  events:    ${config.EVENT_BUS}; data: ${config.DATA_DIR}\n` +
        `  admin:     ${cluster.secrets.admin.email} (password from ${cluster.secrets.admin.source})\n` +
        `  mails:     ${config.SMTP_URL ? 'sent through SMTP_URL' : `written as .eml files under ${config.DATA_DIR}/mail`}\n` +
        `Press Ctrl-C to stop.\n\n`,
    );
    await new Promise<void>((resolve) => (wake = resolve));
  }
  const clean = await shutdown(cluster, reason ?? 'stop');
  return clean ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A ConfigError's message lists every bad variable; other errors say which dependency failed.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${error instanceof ConfigError ? '' : 'Could not start the cluster: '}${message}\n`,
    );
    process.exit(1);
  },
);

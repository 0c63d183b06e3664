import { spawn } from 'node:child_process';

/**
 * Runs Postgres under a small sh watchdog. The watchdog's stdin is a pipe from this process that is never
 * written: when it reaches end of file (this process closed it to stop Postgres, or died, even of
 * `kill -9`), the watchdog asks Postgres for a fast shutdown. So no Postgres outlives the process that
 * started it. The watchdog prints Postgres' PID first, then waits for it and exits with its code.
 * Background jobs of a non-interactive sh read /dev/null, hence the pipe is kept as fd 3.
 */
const WATCHDOG = `
exec 3<&0 </dev/null
"$@" 3<&- &
pg=$!
echo "$pg"
(read -r line <&3; kill -INT "$pg" 2>/dev/null) &
watcher=$!
exec 3<&-
wait "$pg"
code=$?
kill "$watcher" 2>/dev/null
exit "$code"
`;

const READY = 'database system is ready to accept connections';
/** The watchdog's $0, which tells a supervised Postgres' parent apart (orphaned-postgres.ts). */
export const WATCHDOG_NAME = 'postgres-watchdog';

export interface SupervisedPostgres {
  /** The postmaster's PID. */
  pid: number;
  /** Fast shutdown; waits until it exited (an immediate shutdown after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

/** The lines that say why Postgres stopped (FATAL, PANIC, ERROR and their DETAIL/HINT), else its last lines. */
function reason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\]\s*/, '').trim())
    .filter(Boolean);
  const telling = lines.filter((line) => /\b(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line));
  return (telling.length ? telling : lines.slice(-5)).join(' ') || 'no output';
}

export async function startSupervisedPostgres(options: {
  binary: string;
  args: string[];
  /** Run as this user (Postgres refuses root). */
  uid?: number;
  gid?: number;
  log: (message: string) => void;
}): Promise<SupervisedPostgres> {
  const child = spawn('/bin/sh', ['-c', WATCHDOG, WATCHDOG_NAME, options.binary, ...options.args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in a terminal reaches the node process only, which stops Postgres
    // after its producers flushed their outboxes.
    detached: true,
    uid: options.uid,
    gid: options.gid,
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stdout = '';
  let stderr = '';
  let ready = false;
  const pid = new Promise<number>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(Number.parseInt(stdout, 10));
    });
    void exited.then(() => reject(new Error('the Postgres watchdog exited before reporting the server PID')));
  });
  const started = new Promise<void>((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      options.log(chunk.trim());
      if (ready) return;
      stderr += chunk;
      if (stderr.includes(READY)) {
        ready = true;
        resolve();
      }
    });
    child.once('error', (error) =>
      reject(new Error(`Could not run Postgres (${options.binary}): ${error.message}`)),
    );
    void exited.then((code) =>
      reject(
        new Error(`Postgres exited (code ${code ?? 'none'}) before accepting connections: ${reason(stderr)}`),
      ),
    );
  });
  const [postmaster] = await Promise.all([pid, started]);
  return {
    pid: postmaster,
    stop: async (timeoutMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      const timer = setTimeout(() => {
        try {
          process.kill(postmaster, 'SIGQUIT');
        } catch {
          // already gone
        }
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

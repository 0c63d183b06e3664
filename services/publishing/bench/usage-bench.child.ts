// A process of the usage benchmark (the statistics consumer, the page servers): started with tsx, it prints
// one line when ready, then `{ cpuMicros }` (its CPU time so far) for each line it is sent; SIGTERM stops it.
// Both sides of that exchange are here: startBenchChild (the bench's) and actAsBenchChild (the process's).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchChild {
  /** The first line the process printed. */
  ready: Promise<string>;
  /** The process's CPU time so far (user + system), in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<unknown>;
}

export function startBenchChild(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): BenchChild {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  // A crash of the bench must not leave the process behind.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const lines = createInterface({ input: child.stdout! });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return {
    ready: new Promise<string>((resolve, reject) => {
      void nextLine().then(resolve);
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    }),
    async cpuMicros() {
      const line = nextLine();
      child.stdin!.write('\n');
      return (JSON.parse(await line) as { cpuMicros: number }).cpuMicros;
    },
    stop: () => {
      process.off('exit', kill);
      return new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    },
  };
}

/** The process's side: answers each line with its CPU time, stops and exits on SIGTERM; prints `ready` now. */
export function actAsBenchChild(ready: string, stop: () => Promise<void>): void {
  createInterface({ input: process.stdin }).on('line', () => {
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ cpuMicros: cpu.user + cpu.system }));
  });
  // process.exit, not a return: --cpu-prof writes its profile on a normal exit.
  process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
  console.log(ready);
}

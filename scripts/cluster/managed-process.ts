import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** SIGKILL was needed after the stop timeout. */
  forced: boolean;
  ms: number;
}

export interface ManagedProcessOptions {
  name: string;
  /** Arguments after `node` (e.g. ['--import', 'tsx', 'services/x/src/main.ts']). */
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Every output line, stdout and stderr alike. */
  onLine: (name: string, line: string) => void;
  /** Lines kept for error reports and tests. */
  keepLines?: number;
}

/**
 * One child process of the cluster: output split into lines and handed on (the launcher prefixes them),
 * readiness by polling a URL, graceful stop with a bounded wait before SIGKILL, restart with the same
 * configuration. Children get their own process group, so a terminal's Ctrl-C reaches only the launcher,
 * which stops them in order.
 */
export class ManagedProcess {
  readonly name: string;
  private child: ChildProcess | undefined;
  private exited: Promise<ExitResult> | undefined;
  private readonly lines: string[] = [];
  private startedAt = 0;

  constructor(private readonly options: ManagedProcessOptions) {
    this.name = options.name;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** True while the current child has not exited. */
  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  output(): string[] {
    return [...this.lines];
  }

  start(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, this.options.args, {
      cwd: this.options.cwd,
      env: this.options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    this.startedAt = Date.now();
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.record(line));
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) =>
        resolve({ code, signal, forced: false, ms: Date.now() - this.startedAt }),
      );
      child.once('error', (error) => {
        this.record(`could not start: ${error.message}`);
        resolve({ code: null, signal: null, forced: false, ms: 0 });
      });
    });
  }

  /** Polls `url` until it answers 2xx; fails at once when the process exits. */
  async waitReady(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited before it was ready:\n${this.tail()}`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return;
        last = `${res.status} ${await res.text().catch(() => '')}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} was not ready at ${url} within ${timeoutMs} ms (${last}):\n${this.tail()}`);
  }

  /** Resolves when the current child exits (immediately when none runs). */
  async waitExit(): Promise<ExitResult> {
    return (await this.exited) ?? { code: null, signal: null, forced: false, ms: 0 };
  }

  /** Sends `signal`, waits up to `timeoutMs`, then SIGKILLs. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<ExitResult> {
    if (!this.child || !this.running) return this.waitExit();
    const sentAt = Date.now();
    this.child.kill(signal);
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      this.child?.kill('SIGKILL');
    }, timeoutMs);
    const result = await this.waitExit();
    clearTimeout(timer);
    return { ...result, forced, ms: Date.now() - sentAt };
  }

  /** Immediate kill (fault tests). */
  kill(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (this.running) this.child!.kill(signal);
  }

  tail(count = 40): string {
    return this.lines.slice(-count).join('\n');
  }

  private record(line: string): void {
    this.lines.push(line);
    if (this.lines.length > (this.options.keepLines ?? 20_000))
      this.lines.splice(0, this.lines.length - (this.options.keepLines ?? 20_000));
    this.options.onLine(this.name, line);
  }
}

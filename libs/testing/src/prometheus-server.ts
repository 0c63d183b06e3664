import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@journal/db';

export interface ScrapeTarget {
  /** Prometheus job label (the process name). */
  job: string;
  /** host:port of a `/metrics` listener. */
  address: string;
}

export interface PrometheusServer {
  url: string;
  /** Instant query through the HTTP API: the vector's samples as { labels, value }. */
  query(expr: string): Promise<{ labels: Record<string, string>; value: number }[]>;
  /** Everything the server printed (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Debian's `prometheus` on loopback with a generated scrape configuration (1 s interval) and its own
 * temporary storage: the real scraper and query engine over the platform's `/metrics` listeners.
 */
export async function startPrometheus(targets: ScrapeTarget[]): Promise<PrometheusServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'journal-prometheus-'));
  const port = await freePort();
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'scrape_configs:',
    ...targets.flatMap((t) => [
      `  - job_name: ${JSON.stringify(t.job)}`,
      '    static_configs:',
      `      - targets: [${JSON.stringify(t.address)}]`,
    ]),
  ].join('\n');
  await writeFile(path.join(dir, 'prometheus.yml'), `${config}\n`);
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus did not become ready:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => printed,
    stop,
    async query(expr) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = (await res.json()) as {
        status: string;
        error?: string;
        data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`query ${expr} failed: ${body.error}`);
      return body.data!.result.map((r) => ({ labels: r.metric, value: Number(r.value[1]) }));
    },
  };
}

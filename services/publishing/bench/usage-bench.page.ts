// The article page load of the usage benchmark (usage.bench.ts): a page server with usage recording on or
// off in a process of its own (usage-bench.server.ts), loaded at a fixed arrival rate (open model) or by a
// closed loop of connections (saturation). Every page is read by a new reader, an address (X-Forwarded-For,
// as the gateway sends it) and a user agent of its own: an unseen user agent for the robot check, a new
// session for the consumer, the worst case.
import { Agent, request } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from '../../admin/bench/percentile';
import { startBenchChild } from './usage-bench.child';

export type Recording = 'on' | 'off';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// After each run, before the site's CPU time is read: the recorder's last batch (held up to 200 ms) is
// published and counted then, so it is this run's cost and not the next one's.
const SETTLE_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PageSite {
  recording: Recording;
  baseUrl: string;
  cpuMicros(): Promise<number>;
  stop(): Promise<unknown>;
}

/** USAGE_BENCH_CPU_PROF_DIR=<dir>: a V8 CPU profile of each site (<dir>/on, <dir>/off; scripts/cpu-profile-top.ts). */
export async function startPageSite(
  recording: Recording,
  databaseUrl: string,
  prefix: string,
): Promise<PageSite> {
  const profileDir = process.env.USAGE_BENCH_CPU_PROF_DIR;
  const child = startBenchChild(
    path.join(__dirname, 'usage-bench.server.ts'),
    { BENCH_DATABASE_URL: databaseUrl, BENCH_REDIS_PREFIX: prefix, USAGE_BENCH_RECORDING: recording },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, recording)}`] : [],
  );
  const { baseUrl } = JSON.parse(await child.ready) as { baseUrl: string };
  return { recording, baseUrl, cpuMicros: child.cpuMicros, stop: child.stop };
}

export interface PageRun {
  /** Latencies of the pages answered 200, in ms, sorted. */
  latencies: number[];
  failed: number;
  /** Pages answered per second of the run. */
  pagesPerSecond: number;
  /** The site process's CPU time per page, publishing and all, in µs. */
  cpuMicrosPerPage: number;
}

export const p50 = (run: PageRun) => percentile(run.latencies, 50);
export const p95 = (run: PageRun) => percentile(run.latencies, 95);

let reader = 0;

/** One page read by a new reader: its latency in ms; rejects on a failed request or a status other than 200. */
function readPage(agent: Agent, url: string): Promise<number> {
  const started = performance.now();
  reader += 1;
  return new Promise<number>((resolve, reject) => {
    const address = `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}`;
    const headers = { 'user-agent': `${BROWSER} ${reader}`, 'x-forwarded-for': address };
    request(url, { agent, headers }, (res) => {
      res.resume();
      res.once('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${res.statusCode}`)),
      );
    })
      .once('error', reject)
      .end();
  });
}

async function measured(
  site: PageSite,
  load: (agent: Agent) => Promise<{ times: number[]; seconds: number }>,
) {
  const agent = new Agent({ keepAlive: true });
  const cpuBefore = await site.cpuMicros();
  const { times, seconds } = await load(agent);
  agent.destroy();
  await sleep(SETTLE_MS);
  const cpu = (await site.cpuMicros()) - cpuBefore;
  const latencies = times.filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  return {
    latencies,
    failed: times.length - latencies.length,
    pagesPerSecond: latencies.length / seconds,
    cpuMicrosPerPage: cpu / Math.max(1, latencies.length),
  };
}

/**
 * The page at `rate` arrivals per second for `seconds`: a request is sent when it is due, whatever the ones
 * before it are doing (open model, as articles.bench.ts), so a slower page shows as latency, not as fewer
 * requests. A failed request counts as failed, not as a time.
 */
export function pageAtRate(site: PageSite, ids: string[], rate: number, seconds: number): Promise<PageRun> {
  return measured(site, async (agent) => {
    const pending: Promise<number>[] = [];
    const total = Math.round(rate * seconds);
    const begin = performance.now();
    for (let i = 0; i < total; i += 1) {
      const wait = begin + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(
        readPage(agent, `${site.baseUrl}/articles/${ids[i % ids.length]}`).catch(() => Number.NaN),
      );
    }
    const times = await Promise.all(pending);
    return { times, seconds: (performance.now() - begin) / 1000 };
  });
}

/** The page read by `connections` readers in a closed loop for `seconds` (each asks again when answered). */
export function pageAtSaturation(
  site: PageSite,
  ids: string[],
  connections: number,
  seconds: number,
): Promise<PageRun> {
  return measured(site, async (agent) => {
    const times: number[] = [];
    const begin = performance.now();
    const end = begin + seconds * 1000;
    let i = 0;
    const loop = async () => {
      while (performance.now() < end) {
        const url = `${site.baseUrl}/articles/${ids[(i += 1) % ids.length]}`;
        times.push(await readPage(agent, url).catch(() => Number.NaN));
      }
    };
    await Promise.all(Array.from({ length: connections }, loop));
    return { times, seconds: (performance.now() - begin) / 1000 };
  });
}

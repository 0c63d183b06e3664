// Publishing with 100,000 published articles (issue 13): the article page (with its full text, issue 31)
// at a fixed 200 requests per second, search for a common and a rare word, and a full OAI-PMH ListRecords harvest with the server's RSS
// growth. Budgets (docs/performance.md): page p95 <= 20 ms, search p95 <= 50 ms, harvest RSS growth
// < 64 MB. Exits 1 when over budget. The server runs in its own process (articles-bench.server.ts), so
// the load generator's event loop and garbage are not in its figures; RSS is the server's (/proc).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { percentile } from '../../admin/bench/percentile';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RATE = 200;
const PAGE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH_SAMPLES = 200;

function report(name: string, samples: number[], budget: number): boolean {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ok = p95 <= budget;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budget} ms, n=${samples.length})`,
  );
  return ok;
}

/** The server's resident set (VmRSS) in bytes. */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

async function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'articles-bench.server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const ready = JSON.parse(line) as { baseUrl: string; pid: number; ids: string[] };
  // A crash of the load generator must not leave the server (and its database) behind.
  process.once('exit', () => child.kill('SIGTERM'));
  return { ...ready, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

async function main() {
  const server = await startServer();
  const { baseUrl, ids } = server;
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (shared machine)`,
  );
  const timed = async (url: string) => {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - start;
  };
  let ok = true;
  // Warm-up: connections, JIT, the page cache (not measured).
  for (let i = 0; i < 200; i += 1) await timed(`${baseUrl}/articles/${ids[i % ids.length]}`);
  // Issue 31: the pages measured carry the article's full text (sections, figures, references).
  const withFullText = process.env.BENCH_FULLTEXT !== '0';
  const page = await (await fetch(`${baseUrl}/articles/${ids[0]}`)).text();
  if (withFullText !== (/id="sec-6"/.test(page) && /id="ref-40"/.test(page)))
    throw new Error(`the article page ${withFullText ? 'lacks' : 'has'} the full text`);
  console.log(
    `article page ${withFullText ? 'with' : 'without'} full text: ${(page.length / 1024).toFixed(0)} kB of HTML`,
  );

  // Fixed arrival rate (open model): a request every 5 ms whatever the previous ones do.
  const pending: Promise<number>[] = [];
  const total = RATE * PAGE_SECONDS;
  const begin = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = begin + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // A refused or reset connection (the server's accept queue overflowing) counts as a failed request.
    pending.push(timed(`${baseUrl}/articles/${ids[i % ids.length]}`).catch(() => Number.NaN));
  }
  const pageTimes = await Promise.all(pending);
  const failed = pageTimes.filter(Number.isNaN).length;
  if (failed) console.log(`OVER article page: ${failed} of ${total} requests failed (connection reset)`);
  const pageOk = report(
    `article page ${withFullText ? 'with' : 'without'} full text at ${RATE} req/s for ${PAGE_SECONDS} s`,
    pageTimes.filter((t) => !Number.isNaN(t)),
    20,
  );
  ok = pageOk && failed === 0 && ok;

  for (const [word, label] of [
    ['learning', 'common word'],
    ['zymurgy', 'rare word'],
  ]) {
    const samples: number[] = [];
    for (let i = 0; i < SEARCH_SAMPLES; i += 1)
      samples.push(await timed(`${baseUrl}/api/articles?q=${word}`));
    ok = report(`search "${word}" (${label})`, samples, 50) && ok;
  }

  // Issue 30: filtered search, an issue's table of contents and the journal's archive pages and issues.
  const sampled = async (label: string, budget: number, url: (i: number) => string) => {
    const samples: number[] = [];
    for (let i = 0; i < SEARCH_SAMPLES; i += 1) samples.push(await timed(url(i)));
    ok = report(label, samples, budget) && ok;
  };
  await sampled(
    '/search "learning", journal, year, keyword',
    50,
    () => `${baseUrl}/api/articles?q=learning&journal=applied-science&year=2026&keyword=data`,
  );
  await sampled(
    '/search "zymurgy" (rare word), journal and year',
    50,
    () => `${baseUrl}/api/articles?q=zymurgy&journal=applied-science&year=2026`,
  );
  await sampled(
    'issue table of contents (API)',
    20,
    (i) => `${baseUrl}/api/journals/applied-science/issues/${(i % 10) + 1}/${(Math.floor(i / 10) % 10) + 1}`,
  );
  await sampled(
    'issue page (server-rendered)',
    20,
    (i) => `${baseUrl}/journals/applied-science/issues/${(i % 10) + 1}/${(Math.floor(i / 10) % 10) + 1}`,
  );
  await sampled(
    'journal archive page',
    20,
    (i) => `${baseUrl}/api/articles?journal=applied-science&page=${(i % 50) + 1}`,
  );
  await sampled('journal issue list', 20, () => `${baseUrl}/api/journals/applied-science/issues`);

  // Full harvest: every page, following the tokens; RSS sampled on each page.
  const rssBefore = rssOf(server.pid);
  let peak = rssBefore;
  let records = 0;
  let query = 'verb=ListRecords&metadataPrefix=oai_dc';
  const harvestStart = performance.now();
  for (;;) {
    const xml = await (await fetch(`${baseUrl}/oai?${query}`)).text();
    records += xml.split('<record>').length - 1;
    peak = Math.max(peak, rssOf(server.pid));
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  const growthMb = (peak - rssBefore) / 2 ** 20;
  const harvestOk = records === ROWS && growthMb < 64;
  console.log(
    `${harvestOk ? 'ok  ' : 'OVER'} OAI-PMH full ListRecords: ${records} records in ${((performance.now() - harvestStart) / 1000).toFixed(1)} s, RSS growth ${growthMb.toFixed(1)} MB (budget < 64 MB)`,
  );
  ok = harvestOk && ok;

  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await server.stop();
  process.exit(ok ? 0 : 1);
}

void main();

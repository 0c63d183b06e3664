// Issue 45's "article pages in one process at >= 25 % of raw node:http": the same load generator
// (autocannon), in the same run, against the site's article page and against a bare node:http server in its
// own process answering a body of the same size, so the ratio is the site's cost and nothing else's.
import { spawn } from 'node:child_process';
import { freePort } from '@journal/db';

// autocannon ships no types; this is the part of its API used here (its documented programmatic API).
interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

export interface ThroughputComparison {
  siteRps: number;
  rawRps: number;
  ratio: number;
  bodyBytes: number;
}

const CONNECTIONS = 10;

async function measure(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return result.requests.average;
}

/** A bare node:http server in a child process answering `bytes` bytes of HTML to every request. */
async function startRawServer(bytes: number): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const source = `
    const body = Buffer.alloc(${bytes}, 'a');
    require('node:http')
      .createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => process.stdout.write('listening\\n'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`raw node:http server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGKILL') };
}

export async function compareWithRawHttp(articleUrl: string, seconds: number): Promise<ThroughputComparison> {
  const page = await fetch(articleUrl);
  if (!page.ok) throw new Error(`${articleUrl}: ${page.status}`);
  const bodyBytes = Buffer.byteLength(await page.text());
  const raw = await startRawServer(bodyBytes);
  try {
    await measure(articleUrl, 2); // warm-up: the page's cache and the JIT, as a visited site has them
    const siteRps = await measure(articleUrl, seconds);
    const rawRps = await measure(raw.url, seconds);
    return { siteRps, rawRps, ratio: siteRps / rawRps, bodyBytes };
  } finally {
    raw.stop();
  }
}

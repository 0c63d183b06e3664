// The scale bench's plumbing, shared with the smoke test: fixtures found through the routes, one timed
// request, the OAI-PMH harvest, and the site's process tree's memory.
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Answer, Scenario, ScaleFixtures } from './scenarios';

export interface Target {
  baseUrl: string;
  adminToken: string;
}

export async function request(target: Target, scenario: Scenario, fixtures: ScaleFixtures) {
  const t0 = performance.now();
  const res = await fetch(`${target.baseUrl}${scenario.path(fixtures)}`, {
    headers: scenario.admin ? { authorization: `Bearer ${target.adminToken}` } : {},
  });
  const answer: Answer = {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get('content-type') ?? '',
  };
  return { ms: performance.now() - t0, answer };
}

/** A scenario whose route the site does not have answers the gateway's 404 for unknown addresses. */
export const isMissingRoute = (answer: Answer) =>
  answer.status === 404 && /not found/i.test(answer.text) && !answer.contentType.includes('xml');

async function get(target: Target, path: string, admin = false): Promise<string> {
  const res = await fetch(`${target.baseUrl}${path}`, {
    headers: admin ? { authorization: `Bearer ${target.adminToken}` } : {},
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

const month = (d: Date) => d.toISOString().slice(0, 7);

/**
 * What the scenarios need, read through the site: the big issue's journal (the first), a submission and
 * an article with its first author, an article sitemap's name; SUSHI reports are made public (the
 * administrator's setting) so the bench reads them as a harvester would.
 */
export async function findFixtures(target: Target): Promise<ScaleFixtures> {
  const put = await fetch(`${target.baseUrl}/api/admin/sushi/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${target.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ publicReports: true }),
  });
  if (!put.ok) throw new Error(`SUSHI settings: ${put.status}`);
  const journal = 'civil-engineering';
  const list = JSON.parse(await get(target, `/api/admin/submissions?journal=${journal}`, true));
  const submissionId = (list.data?.submissions ?? list.submissions)[0].id as string;
  const all = JSON.parse(await get(target, '/api/admin/submissions', true));
  const total = Number((all.data ?? all).pagination.totalItems);
  const found = JSON.parse(await get(target, '/api/articles?q=experiments'));
  const article = (found.data?.articles ?? found.articles)[0];
  const index = await get(target, '/sitemap.xml');
  const sitemapFile = /\/sitemaps\/(articles-[^<]+\.xml)/.exec(index)?.[1] ?? 'journals.xml';
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1));
  return {
    journal,
    submissionId,
    // Page 2,000 of the full set (10 a page); a smaller set's page as deep in proportion (its last tenth).
    deepPage: Math.max(1, Math.min(2_000, Math.floor((total * 0.9) / 10))),
    articleId: article.id,
    authorFamilyName: article.authors[0].family_name,
    sitemapFile,
    sushiBegin: month(firstMonth),
    sushiEnd: month(lastMonth),
  };
}

export interface Harvest {
  records: number;
  pages: number;
  seconds: number;
  firstFiveMedianMs: number;
  lastFiveMedianMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** A full OAI-PMH ListRecords harvest of `prefix`, following every resumption token. */
export async function harvest(target: Target, prefix: string): Promise<Harvest> {
  const times: number[] = [];
  let records = 0;
  let path = `/oai?verb=ListRecords&metadataPrefix=${prefix}`;
  const started = performance.now();
  for (;;) {
    const t0 = performance.now();
    const xml = await get(target, path);
    times.push(performance.now() - t0);
    records += (xml.match(/<record>/g) ?? []).length;
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    path = `/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  return {
    records,
    pages: times.length,
    seconds: (performance.now() - started) / 1000,
    firstFiveMedianMs: median(times.slice(0, 5)),
    lastFiveMedianMs: median(times.slice(-5)),
  };
}

/** Resident and proportional set size (MB) of a process and its descendants (Linux /proc). */
export function treeMemory(pid: number): { rssMb: number; pssMb: number; processes: number } {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (p: number) => {
    tree.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  let rss = 0;
  let pss = 0;
  for (const p of tree) {
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: tree.length };
}

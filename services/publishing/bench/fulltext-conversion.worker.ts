// One conversion in a process of its own (fulltext-conversion.bench.ts): prints the time from bytes to
// page HTML and JATS, and the process's peak resident set (VmHWM), as JSON.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { convertDocx } from '../src/domain/fulltext/convert-docx';
import { fullTextHtml } from '../src/domain/fulltext/fulltext.html';
import { jatsXml } from '../src/domain/jats/jats.xml';
import { fullTextImagesPath, PublicLinks } from '../src/public-links';
import type { Article } from '../src/repositories/article.types';

const at = new Date('2026-05-06T12:00:00.000Z');
const article: Article = {
  id: '7d4f9a52-2c0e-4f0b-9d57-3f1c2b8e6a10',
  doi: '10.5555/as.2026.00001',
  journalId: 'applied-science',
  journalName: 'Applied Science',
  journal: {
    fullTitle: 'Lumina Journal of Applied Science',
    abbreviation: 'LJAS',
    issnPrint: null,
    issnOnline: null,
  },
  title: 'A long article',
  abstract: 'An abstract.',
  keywords: ['bench'],
  authors: [{ givenNames: 'Rosalind', familyName: 'Franklin', affiliation: null, orcid: null }],
  receivedAt: at,
  acceptedAt: at,
  publishedAt: at,
  licence: 'CC BY 4.0',
  galleySize: null,
  galleyKey: null,
  withdrawnAt: null,
  withdrawal: null,
  articleNumber: null,
  issue: null,
  firstPage: null,
  lastPage: null,
  modifiedAt: at,
};

async function main() {
  const bytes = readFileSync(process.argv[2]!);
  const links = new PublicLinks('https://journal.example.org');
  const started = performance.now();
  const { fullText } = await convertDocx(bytes);
  fullTextHtml(fullText, fullTextImagesPath(article.id));
  const jats = jatsXml(article, fullText, { publisherName: 'Lumina Journals', links });
  const ms = performance.now() - started;
  const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
  const figures = fullText.images.length;
  process.stdout.write(
    JSON.stringify({
      ms,
      peakRss: peakKb * 1024,
      sections: fullText.sections.length,
      figures,
      jatsBytes: jats.length,
    }),
  );
}

void main();

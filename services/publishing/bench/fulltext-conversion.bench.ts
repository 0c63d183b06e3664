// Issue 31: converting a 40-page .docx with 10 figures (python-docx writes it) as the conversion job
// does: mammoth, sanitize-html, the document model, the page HTML and the JATS XML. Each run is a fresh
// process (fulltext-conversion.worker.ts) whose peak RSS (VmHWM) is read from /proc when it ends.
// Budgets (docs/performance.md): under 5 s and 300 MB. Exits 1 when over budget.
import { execFile } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeArticleDocxFiles } from '@journal/testing';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = 5_000;
const BUDGET_RSS = 300 * 1024 * 1024;

/** About 40 pages: 20 sections of 9 paragraphs of some 130 words, 10 figures of 600 x 300 px. */
const FORTY_PAGES = {
  name: 'forty-pages',
  title: 'A long article',
  sections: 20,
  paragraphs: 9,
  paragraphLength: 4,
  figures: 10,
  figureSize: 600,
  table: true,
  subsections: true,
  footnotes: 10,
  references: 40,
};

async function main() {
  const docx = (await makeArticleDocxFiles([FORTY_PAGES])).get(FORTY_PAGES.name)!;
  const dir = await mkdtemp(path.join(tmpdir(), 'fulltext-bench-'));
  const file = path.join(dir, 'forty-pages.docx');
  await writeFile(file, docx);
  console.log(`document: ${(docx.length / 1024).toFixed(0)} kB`);
  let ok = true;
  try {
    for (let run = 1; run <= RUNS; run++) {
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', path.join(__dirname, 'fulltext-conversion.worker.ts'), file],
          (err, stdout) => (err ? reject(err) : resolve(stdout)),
        ),
      );
      const r = JSON.parse(out) as {
        ms: number;
        peakRss: number;
        sections: number;
        figures: number;
        jatsBytes: number;
      };
      const within = r.ms < BUDGET_MS && r.peakRss < BUDGET_RSS;
      ok &&= within;
      console.log(
        `${within ? 'ok  ' : 'OVER'} run ${run}: ${r.ms.toFixed(0)} ms, peak RSS ${(r.peakRss / 1024 / 1024).toFixed(0)} MB ` +
          `(budget ${BUDGET_MS} ms, ${BUDGET_RSS / 1024 / 1024} MB); ${r.sections} sections, ${r.figures} figures, JATS ${(r.jatsBytes / 1024).toFixed(0)} kB`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}

void main();

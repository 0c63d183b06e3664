import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one article-shaped .docx holds (see python/make_articles_docx.py). */
export interface ArticleDocxSpec {
  name: string;
  title: string;
  sections: number;
  /** Section headings in order (default "Section N"). */
  sectionNames?: string[];
  paragraphs?: number;
  /** The filler sentence repeated this many times per paragraph (page count of the bench file). */
  paragraphLength?: number;
  figures?: number;
  /** Width of each figure in pixels (height half). */
  figureSize?: number;
  table?: boolean;
  /** A Heading 2 section with a numbered list inside the first section. */
  subsections?: boolean;
  /** One footnote in each of the first N sections. */
  footnotes?: number;
  references?: number;
  referencesTitle?: string;
  /** References as a numbered list (default) or plain paragraphs. */
  numberedReferences?: boolean;
  /** Script text, an onerror alt text and a javascript: link. */
  hostile?: boolean;
}

const SCRIPT = path.join(__dirname, '..', 'python', 'make_articles_docx.py');

/**
 * Writes real .docx files with python-docx (`/usr/bin/python3`, probe `python-docx`) and returns their
 * bytes by spec name. One Python process writes the whole set.
 */
export async function makeArticleDocxFiles(specs: ArticleDocxSpec[]): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'article-docx-'));
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      '/usr/bin/python3',
      [SCRIPT, dir],
      { maxBuffer: 16 * 1024 * 1024 },
      (err, _out, stderr) =>
        err ? reject(new Error(`make_articles_docx.py failed: ${stderr || err.message}`)) : resolve(),
    );
    child.stdin!.end(JSON.stringify(specs));
  });
  const files = new Map<string, Buffer>();
  for (const spec of specs) files.set(spec.name, await readFile(path.join(dir, `${spec.name}.docx`)));
  return files;
}

/** Ten articles with headings, a table, figures, footnotes and ten references with DOIs, and a hostile one. */
export const ARTICLE_DOCX_SET: ArticleDocxSpec[] = [
  ...Array.from(
    { length: 10 },
    (_, i): ArticleDocxSpec => ({
      name: `article-${i + 1}`,
      title: `Article ${i + 1}: load paths in timber frames`,
      sections: 3 + (i % 3),
      sectionNames: ['Introduction', 'Methods', 'Results', 'Discussion', 'Conclusions'],
      paragraphs: 2 + (i % 2),
      figures: 1 + (i % 3),
      figureSize: 240,
      table: true,
      subsections: i % 2 === 0,
      footnotes: 2,
      references: 10,
      referencesTitle: i % 4 === 3 ? 'Bibliography' : 'References',
      numberedReferences: i % 3 !== 2,
    }),
  ),
  {
    name: 'hostile',
    title: 'An article with active content',
    sections: 2,
    figures: 1,
    table: true,
    footnotes: 1,
    references: 10,
    hostile: true,
  },
];

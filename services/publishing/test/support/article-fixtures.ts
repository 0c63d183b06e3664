import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validatorSchema } from '@journal/testing';
import type { Article } from '../../src/repositories/article.types';
import type { FullText } from '../../src/repositories/fulltext.types';

/** A published article in an issue, three authors (two affiliations, one ORCID iD), for the XML writers. */
export const sampleArticle = (overrides: Partial<Article> = {}): Article => ({
  id: 'a7f0c7f4-1a5b-4c65-9a52-3d4f0c1f2a11',
  doi: '10.5555/ce.2026.00007',
  journalId: 'civil-engineering',
  journalName: 'Civil Engineering',
  journal: {
    fullTitle: 'Lumina Journal of Civil Engineering',
    abbreviation: 'LJCE',
    issnPrint: '2049-3630',
    issnOnline: '1234-5679',
  },
  title: 'Suspension bridges under wind load',
  abstract: 'Aeroelastic flutter.\nOf long-span decks.',
  keywords: ['flutter', 'bridges'],
  authors: [
    { givenNames: 'Othmar', familyName: 'Ammann', affiliation: 'ETH Zürich', orcid: '0000-0002-1694-233X' },
    { givenNames: 'Leon', familyName: 'Moisseiff', affiliation: 'Columbia University', orcid: null },
    { givenNames: 'Theodore', familyName: 'von Kármán', affiliation: 'ETH Zürich', orcid: null },
  ],
  receivedAt: new Date('2026-03-01T10:00:00.000Z'),
  acceptedAt: new Date('2026-04-02T10:00:00.000Z'),
  publishedAt: new Date('2026-11-26T12:00:00.000Z'),
  licence: 'CC BY 4.0',
  galleySize: null,
  galleyKey: null,
  withdrawnAt: null,
  withdrawal: null,
  modifiedAt: new Date('2026-11-26T12:00:00.000Z'),
  articleNumber: null,
  issue: { id: '7f0c7f4e-1a5b-4c65-9a52-3d4f0c1f2a11', volume: 3, number: 2, year: 2026, title: 'Wind' },
  firstPage: 10,
  lastPage: 24,
  ...overrides,
});

/** A full text with every kind of XML id and IDREF the JATS writer makes: sections, figure, table, notes, references. */
export const sampleFullText = (): FullText => ({
  intro: [{ kind: 'p', content: ['An intro paragraph.', { tag: 'fnref', note: 1 }] }],
  sections: [
    {
      id: 'sec-1',
      title: 'Results',
      blocks: [
        { kind: 'p', content: ['Deck motion.', { tag: 'fnref', note: 2 }] },
        {
          kind: 'table',
          id: 'table-1',
          label: 'Table 1',
          caption: ['Spans'],
          rows: [{ header: true, cells: [['Span']] }],
        },
        {
          kind: 'figure',
          id: 'fig-1',
          image: 'image-1.png',
          alt: 'The deck',
          label: 'Figure 1',
          caption: ['A deck'],
        },
      ],
      sections: [{ id: 'sec-1-1', title: 'Flutter', blocks: [], sections: [] }],
    },
  ],
  referencesTitle: 'References',
  references: [
    {
      id: 'ref-1',
      content: [
        'Farquharson FB. Aerodynamic stability of suspension bridges. ',
        { tag: 'doi', doi: '10.5555/x.1', text: 'https://doi.org/10.5555/x.1' },
      ],
      doi: '10.5555/x.1',
    },
    { id: 'ref-2', content: ['Scanlan RH. Airfoil and bridge deck flutter derivatives. 1971.'], doi: null },
  ],
  footnotes: [
    { note: 1, content: ['A footnote.'] },
    { note: 2, content: ['Another footnote.'] },
  ],
  images: [{ name: 'image-1.png', contentType: 'image/png', size: 10 }],
});

export const JATS_XSD = () => validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd');
export const JATS_DTD = () => validatorSchema('jats/dtd/JATS-journalpublishing1-3-mathml3.dtd');

/** xmllint's verdict on a document against the JATS 1.3 DTD (the document has no DOCTYPE of its own). */
export function xmllintAgainstDtd(dtdPath: string, xml: string): { valid: boolean; errors: string } {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--dtdvalid', dtdPath, '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { valid: run.status === 0, errors: run.stderr };
}

/** xmllint's verdicts on several documents against one DTD, in one run and without blocking the event loop. */
export async function xmllintAllAgainstDtd(
  dtdPath: string,
  documents: readonly string[],
): Promise<{ valid: boolean; errors: string }[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'xmllint-dtd-'));
  try {
    const files = documents.map((_, i) => path.join(dir, `${i}.xml`));
    await Promise.all(documents.map((xml, i) => writeFile(files[i]!, xml)));
    const { status, stderr } = await new Promise<{ status: number; stderr: string }>((resolve) =>
      execFile(
        'xmllint',
        ['--noout', '--nonet', '--dtdvalid', dtdPath, ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr: err }),
      ),
    );
    const lines = stderr.split('\n');
    const verdicts = files.map((file) => {
      const mine = lines.filter((l) => l.includes(`${file}:`) || l.includes(`${file} `));
      return { valid: !mine.length, errors: mine.join('\n') };
    });
    // a failure that names no document (the DTD itself did not load) must not read as every one valid
    if (status !== 0 && verdicts.every((v) => v.valid)) throw new Error(`xmllint failed: ${stderr}`);
    return verdicts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

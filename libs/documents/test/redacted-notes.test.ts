import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { describeWith, makeNamedDocx } from '@journal/testing';
import {
  REMOVED,
  TEXT_PLACES,
  docxText,
  findIdentities,
  makeReviewerCopy,
  parseXml,
  scanForAuthors,
  serializeXml,
  type Person,
  type TextByPlace,
} from '../src';
import { elements } from '../src/xml';
import { buildDocx } from './support/docx-fixtures';
import { partsNaming } from './support/parts-naming';

const run = promisify(execFile);
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const ROSALIND = {
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  email: 'rosalind@example.org',
  affiliation: 'Cavendish Laboratory',
};
const ROSA: Person = {
  givenNames: 'Rosa',
  familyName: 'Hartmann',
  email: 'rosa.hartmann@uni-kiel.de',
  affiliation: 'University of Kiel',
};
const JONAS: Person = { givenNames: 'Jonas', familyName: 'Weber', email: 'jonas.weber@uni-kiel.de' };

async function copyOf(bytes: Buffer, people: Person[]): Promise<Buffer> {
  const made = await makeReviewerCopy('docx', bytes, people);
  if (made.kind !== 'cleaned') throw new Error(`no copy: ${JSON.stringify(made)}`);
  return made.bytes;
}

/** Edits one part of a package as a DOM (the tests add what the fixture builder has no flag for). */
async function withPart(bytes: Buffer, part: string, change: (doc: Document) => void): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const doc = parseXml(await zip.file(part)!.async('string'), part);
  change(doc as unknown as Document);
  zip.file(part, serializeXml(doc));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A `w:p` holding one run per text. */
function paragraphOf(doc: Document, texts: string[]): Element {
  const p = doc.createElementNS(W, 'w:p');
  for (const text of texts) {
    const r = doc.createElementNS(W, 'w:r');
    const t = doc.createElementNS(W, 'w:t');
    t.setAttribute('xml:space', 'preserve');
    t.appendChild(doc.createTextNode(text));
    r.appendChild(t);
    p.appendChild(r);
  }
  return p;
}

const onlyIn = (where: keyof TextByPlace, value: string): TextByPlace => ({
  ...(Object.fromEntries(TEXT_PLACES.map((p) => [p, ''])) as TextByPlace),
  [where]: value,
});

describe('the scan of headers, footers, notes, text boxes and comments (issue 42 item 9)', () => {
  it('finds affiliations anywhere, and a given name alone only outside the body', () => {
    expect(findIdentities(onlyIn('body', 'Rosa and the University of Kiel'), [ROSA])).toEqual([
      { kind: 'affiliation', value: 'University of Kiel', where: 'body', count: 1 },
    ]);
    for (const where of ['header', 'footer', 'footnotes', 'text-boxes', 'comments'] as const)
      expect(findIdentities(onlyIn(where, 'Rosa: check with Jonas.'), [ROSA, JONAS])).toEqual([
        { kind: 'name', value: 'Rosa', where, count: 1 },
        { kind: 'name', value: 'Jonas', where, count: 1 },
      ]);
  });

  it('reads a text box into its own place, not the body’s', async () => {
    const bytes = await withPart(await buildDocx({ author: ROSALIND }), 'word/document.xml', (doc) => {
      const body = doc.getElementsByTagNameNS(W, 'body')[0]!;
      const holder = paragraphOf(doc, ['See the box.']);
      const box = doc.createElementNS(W, 'w:txbxContent');
      box.appendChild(paragraphOf(doc, ['Photo: Rosalind Franklin']));
      holder.lastChild!.appendChild(box);
      body.insertBefore(holder, body.firstChild);
    });
    const text = await docxText(bytes);
    expect(text['text-boxes']).toBe('Photo: Rosalind Franklin');
    expect(text.body).not.toContain('Franklin');
    expect((await scanForAuthors('docx', bytes, [ROSALIND])).findings).toEqual([
      { kind: 'name', value: 'Rosalind Franklin', where: 'text-boxes', count: 1 },
    ]);
  });
});

describe('the reviewers’ copy of each part kind (issue 42 item 9)', () => {
  let original: Buffer;
  let copy: Buffer;
  let before: TextByPlace;
  let after: TextByPlace;

  beforeAll(async () => {
    const built = await buildDocx({
      author: ROSALIND,
      header: true,
      footer: true,
      footnotes: true,
      endnotes: true,
      comments: true,
      trackedChanges: true,
      bodyMentions: true,
    });
    // A text box in the body, and the header's name split between two runs beside the affiliation.
    original = await withPart(
      await withPart(built, 'word/document.xml', (doc) => {
        const body = doc.getElementsByTagNameNS(W, 'body')[0]!;
        const holder = paragraphOf(doc, ['Figure 1.']);
        const box = doc.createElementNS(W, 'w:txbxContent');
        box.appendChild(paragraphOf(doc, ['Photo by Rosalind Fra', 'nklin (rosalind@example.org)']));
        holder.lastChild!.appendChild(box);
        body.insertBefore(holder, body.firstChild);
      }),
      'word/header1.xml',
      (doc) =>
        doc.documentElement.appendChild(paragraphOf(doc, ['Rosalind Fr', 'anklin, Cavendish Laboratory'])),
    );
    copy = await copyOf(original, [ROSALIND]);
    before = await docxText(original);
    after = await docxText(copy);
  });

  it('replaces the finding in a header, across runs, and keeps the rest of its text', () => {
    expect(before.header).toContain('Draft of Rosalind Franklin');
    expect(after.header).toBe(`Draft of ${REMOVED}\n${REMOVED}, ${REMOVED}`);
  });

  it('replaces the finding in a footer', () => {
    expect(after.footer).toBe(`${REMOVED} - page`);
  });

  it('replaces the finding in a footnote and an endnote', () => {
    expect(after.footnotes).toBe(`Funded by a grant to ${REMOVED}.\nContact ${REMOVED}.`);
  });

  it('replaces the finding in a text box, while the body’s own text stays for the editor to decide', () => {
    expect(before['text-boxes']).toBe('Photo by Rosalind Franklin (rosalind@example.org)');
    expect(after['text-boxes']).toBe(`Photo by ${REMOVED} (${REMOVED})`);
    expect(after.body).toContain('Corresponding author: Rosalind Franklin, rosalind@example.org.');
  });

  it('removes the comments: their parts, relationships, overrides and anchors', async () => {
    expect(before.comments).toContain('Franklin');
    expect(after.comments).toBe('');
    const zip = await JSZip.loadAsync(copy);
    expect(Object.keys(zip.files).filter((n) => /comments/i.test(n))).toEqual([]);
    for (const part of ['[Content_Types].xml', 'word/_rels/document.xml.rels', 'word/document.xml'])
      expect(await zip.file(part)!.async('string')).not.toMatch(/w:comment|comments\.xml|\/comments\b/);
  });

  it('accepts the tracked changes: insertions kept as text, deletions gone, nobody named as reviser', async () => {
    expect(before.body).toContain('The results clearly perhaps hold.');
    expect(after.body).toContain('The results clearly hold.');
    const document = await (await JSZip.loadAsync(copy)).file('word/document.xml')!.async('string');
    expect(document).not.toMatch(/<w:(ins|del|delText)\b|w:author/);
  });

  it('leaves a whole package: every XML part parses', async () => {
    const zip = await JSZip.loadAsync(copy);
    for (const file of Object.values(zip.files))
      if (!file.dir && /\.(xml|rels)$/.test(file.name)) parseXml(await file.async('string'), file.name);
    const findings = (await scanForAuthors('docx', copy, [ROSALIND], { authors: true })).findings;
    expect(findings.filter((f) => f.where !== 'body')).toEqual([]);
  });

  it('replaces a mailto in a header’s field code and its hyperlink target', async () => {
    const linked = await withPart(original, 'word/header1.xml', (doc) => {
      const p = paragraphOf(doc, []);
      const r = doc.createElementNS(W, 'w:r');
      const code = doc.createElementNS(W, 'w:instrText');
      code.appendChild(doc.createTextNode(' HYPERLINK "mailto:rosalind@example.org" '));
      r.appendChild(code);
      p.appendChild(r);
      doc.documentElement.appendChild(p);
    });
    const zip = await JSZip.loadAsync(linked);
    zip.file(
      'word/_rels/header1.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rIdMail" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:rosalind@example.org" TargetMode="External"/></Relationships>',
    );
    const cleaned = await copyOf(await zip.generateAsync({ type: 'nodebuffer' }), [ROSALIND]);
    const out = await JSZip.loadAsync(cleaned);
    expect(await out.file('word/header1.xml')!.async('string')).toContain(`HYPERLINK "mailto:${REMOVED}"`);
    const rels = parseXml(await out.file('word/_rels/header1.xml.rels')!.async('string'), 'rels');
    expect([...elements(rels)].find((e) => e.localName === 'Relationship')!.getAttribute('Target')).toBe(
      'about:blank',
    );
  });
});

describeWith('python-docx', 'a python-docx file naming its author in every note (issue 42 item 9)', () => {
  let original: Buffer;
  let copy: Buffer;
  const secrets = [ROSA.givenNames, ROSA.familyName, ROSA.email!, ROSA.affiliation!, JONAS.givenNames];

  beforeAll(async () => {
    original = await makeNamedDocx({
      givenNames: ROSA.givenNames,
      familyName: ROSA.familyName,
      email: ROSA.email!,
      affiliation: ROSA.affiliation!,
      coAuthorGivenNames: JONAS.givenNames,
    });
    copy = await copyOf(original, [ROSA, JONAS]);
  });

  it('the original names them in a header, a footer, a footnote, a text box and a comment', async () => {
    const { findings } = await scanForAuthors('docx', original, [ROSA, JONAS]);
    for (const where of ['header', 'footer', 'footnotes', 'text-boxes', 'comments'])
      expect(findings).toContainEqual(expect.objectContaining({ where }));
  });

  it('the copy names nobody in any part, and python-docx reads it', async () => {
    expect(await partsNaming(copy, secrets)).toEqual([]);
    const dir = await mkdtemp(path.join(tmpdir(), 'redacted-notes-'));
    try {
      await writeFile(path.join(dir, 'copy.docx'), copy);
      const script =
        'import docx, sys\nd = docx.Document(sys.argv[1])\n' +
        'print(d.sections[0].header.paragraphs[0].text)\nprint(d.sections[0].footer.paragraphs[0].text)';
      const { stdout } = await run('/usr/bin/python3', ['-c', script, path.join(dir, 'copy.docx')]);
      expect(stdout.trim().split('\n')).toEqual([`${REMOVED}, ${REMOVED}`, `Correspondence: ${REMOVED}`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

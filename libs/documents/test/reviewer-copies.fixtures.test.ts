import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as CFB from 'cfb';
import JSZip from 'jszip';
import { describeWith } from '@journal/testing';
import {
  docText,
  docxText,
  makeReviewerCopy,
  parseXml,
  scanForAuthors,
  type Finding,
  type ManuscriptFormat,
  type TextByPlace,
} from '../src';
import { parsePropertySet, sectionStrings, FMTID_USER_DEFINED } from '../src/doc/property-set';
import { elements } from '../src/xml';
import { buildDoc, type DocFixtureSpec } from './support/doc-fixtures';
import { buildDocx, type DocxFixtureSpec, type FixturePerson } from './support/docx-fixtures';

const run = promisify(execFile);

const ROSALIND: FixturePerson = {
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  email: 'rosalind@example.org',
  orcid: '0000-0002-1694-233X',
};
const JOSE: FixturePerson = { givenNames: 'José', familyName: 'Núñez', email: 'jose.nunez@example.es' };
const GRACE: FixturePerson = { givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' };

const secretsOf = (people: FixturePerson[]) =>
  people.flatMap((p) => [p.givenNames, p.familyName, p.email, ...(p.orcid ? [p.orcid] : [])]);

/** What must be found where, given the fixture's mentions (the builders put them there). */
function expectedFindings(spec: DocxFixtureSpec | DocFixtureSpec): Partial<Finding>[] {
  const a = spec.author;
  const name = `${a.givenNames} ${a.familyName}`;
  const out: Partial<Finding>[] = [];
  if (spec.bodyMentions) {
    out.push({ kind: 'name', value: name, where: 'body' }, { kind: 'email', value: a.email, where: 'body' });
    if (a.orcid) out.push({ kind: 'orcid', value: a.orcid, where: 'body' });
  }
  if (spec.header) out.push({ kind: 'name', value: name, where: 'header' });
  if (spec.footer) out.push({ kind: 'email', value: a.email, where: 'footer' });
  if (spec.footnotes) out.push({ kind: 'name', value: name, where: 'footnotes' });
  if ('endnotes' in spec && spec.endnotes) out.push({ kind: 'email', value: a.email, where: 'footnotes' });
  if (spec.comments && 'coreProperties' in spec)
    out.push({ kind: 'name', value: a.familyName, where: 'comments' });
  return out;
}

const ALL_DOCX: Omit<DocxFixtureSpec, 'author'> = {
  coreProperties: true,
  appProperties: true,
  customProperties: true,
  comments: true,
  trackedChanges: true,
  header: true,
  footer: true,
  footnotes: true,
  endnotes: true,
  people: true,
  bodyMentions: true,
};
const DOCX_FIXTURES: Record<string, DocxFixtureSpec> = {
  'core-properties': { author: ROSALIND, coreProperties: true },
  'app-properties': { author: ROSALIND, appProperties: true },
  'custom-properties': { author: ROSALIND, customProperties: true, coreProperties: true },
  comments: { author: ROSALIND, comments: true },
  'tracked-changes': { author: ROSALIND, trackedChanges: true },
  header: { author: ROSALIND, header: true },
  footer: { author: ROSALIND, footer: true },
  footnotes: { author: ROSALIND, footnotes: true },
  endnotes: { author: ROSALIND, endnotes: true },
  people: { author: ROSALIND, people: true, comments: true, coAuthor: GRACE },
  body: { author: ROSALIND, bodyMentions: true, coAuthor: GRACE },
  'everything-rosalind': { author: ROSALIND, coAuthor: GRACE, ...ALL_DOCX },
  'everything-jose': { author: JOSE, coAuthor: ROSALIND, ...ALL_DOCX },
  'everything-grace': { author: GRACE, ...ALL_DOCX },
  'revisions-and-comments': { author: JOSE, trackedChanges: true, comments: true, people: true },
  'headers-and-notes': { author: GRACE, header: true, footer: true, footnotes: true, endnotes: true },
};
const DOC_FIXTURES: Record<string, DocFixtureSpec> = {
  summary: { author: ROSALIND, summary: true },
  'document-summary': { author: ROSALIND, documentSummary: true, userDefined: true },
  'header-footer': { author: ROSALIND, header: true, footer: true, summary: true },
  'footnotes-body': { author: GRACE, footnotes: true, bodyMentions: true, summary: true },
  'everything-cleanable': {
    author: JOSE,
    summary: true,
    documentSummary: true,
    userDefined: true,
    header: true,
    footer: true,
    footnotes: true,
    bodyMentions: true,
  },
  'tracked-changes': { author: ROSALIND, trackedChanges: true, summary: true, bodyMentions: true },
  comments: { author: GRACE, comments: true, summary: true },
  'associated-strings': { author: ROSALIND, associatedStrings: true },
  'saved-by': { author: GRACE, savedBy: true, summary: true },
};
/** .doc files that name people where the format cannot be rewritten safely: no copy. */
const UNCLEANABLE_DOCS = new Set(['tracked-changes', 'comments', 'associated-strings', 'saved-by']);

const PLACES_OF_TEXT = ['body', 'header', 'footer', 'footnotes', 'comments'] as const;
const textWithoutProperties = (t: TextByPlace) => PLACES_OF_TEXT.map((p) => `${p}: ${t[p]}`).join('\n');
/**
 * A .docx original's reader text as its reviewers' copy has it (issue 42 item 9): the tracked changes
 * accepted (the fixtures' one deletion is "perhaps ") and no comments.
 */
const asAccepted = (t: TextByPlace): TextByPlace => ({
  ...t,
  body: t.body.replace('perhaps ', ''),
  comments: '',
});

/** Metadata of a .docx copy: property parts, people.xml, and every author/initials attribute anywhere. */
async function docxMetadata(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const out: string[] = [];
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const content = await file.async('string');
    if (/\.(xml|rels)$/i.test(file.name)) {
      const doc = parseXml(content, file.name); // every part still parses
      if (file.name.startsWith('docProps/') || file.name === 'word/people.xml') out.push(content);
      for (const e of elements(doc))
        for (let i = 0; i < e.attributes.length; i += 1) {
          const attr = e.attributes.item(i)!;
          if (/^(author|initials|userId|providerId)$/.test(attr.localName ?? '')) out.push(attr.value);
        }
    }
  }
  return out.join('\n');
}

function docMetadata(bytes: Buffer, isCopy = true): string {
  const container = CFB.read(bytes, { type: 'buffer' });
  const out: string[] = [];
  for (const name of ['\u0005SummaryInformation', '\u0005DocumentSummaryInformation']) {
    const entry = CFB.find(container, name);
    if (!entry?.content) continue;
    const set = parsePropertySet(Buffer.from(entry.content as Uint8Array));
    if (isCopy) expect(set.sections.some((s) => s.fmtid.equals(FMTID_USER_DEFINED))).toBe(false);
    for (const section of set.sections) out.push(...sectionStrings(section));
  }
  return out.join('\n');
}

describe('reviewer copies of a generated fixture set (.docx and .doc)', () => {
  let dir = '';
  const copies: { file: string; format: ManuscriptFormat }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reviewer-copies-'));
    for (const [name, spec] of Object.entries(DOCX_FIXTURES))
      await writeFile(path.join(dir, `${name}.docx`), await buildDocx(spec));
    for (const [name, spec] of Object.entries(DOC_FIXTURES))
      await writeFile(path.join(dir, `${name}.doc`), buildDoc(spec));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('generates at least 20 files', async () => {
    expect((await readdir(dir)).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.keys(DOCX_FIXTURES))(
    '.docx %s: no name or email in any metadata part; text unchanged; mentions found',
    async (name) => {
      const spec = DOCX_FIXTURES[name]!;
      const original = await readFile(path.join(dir, `${name}.docx`));
      const people = [spec.author, ...(spec.coAuthor ? [spec.coAuthor] : [])];
      const copy = await makeReviewerCopy('docx', original);
      if (copy.kind !== 'cleaned') throw new Error(`no copy: ${JSON.stringify(copy)}`);
      await writeFile(path.join(dir, `${name}.reviewer.docx`), copy.bytes);
      copies.push({ file: `${name}.reviewer.docx`, format: 'docx' });

      const metadata = await docxMetadata(copy.bytes);
      for (const secret of secretsOf(people)) expect(metadata).not.toContain(secret);
      // The original did name them there (the test would pass vacuously otherwise).
      if (spec.coreProperties || spec.trackedChanges || spec.comments || spec.appProperties || spec.people)
        expect(await docxMetadata(original)).toContain(spec.author.familyName);

      const zip = await JSZip.loadAsync(copy.bytes);
      expect(zip.file('docProps/custom.xml')).toBeNull();
      expect(await zip.file('_rels/.rels')!.async('string')).not.toContain('custom');
      expect(await zip.file('[Content_Types].xml')!.async('string')).not.toContain('custom.xml');
      if (spec.people) {
        const people = await zip.file('word/people.xml')!.async('string');
        expect(people).toContain('w15:author="Author"');
        expect(people).not.toContain('presenceInfo');
      }
      const document = await zip.file('word/document.xml')!.async('string');
      if (spec.trackedChanges) {
        // Accepted: the insertion is plain text, the deletion gone, no revision names anyone.
        expect(await zip.file('word/document.xml')!.async('string')).not.toMatch(/w:author|<w:(ins|del)\b/);
        expect((await docxText(copy.bytes)).body).toContain('The results clearly hold.');
      }
      if (spec.comments) {
        expect(Object.keys(zip.files).filter((n) => /comments/i.test(n))).toEqual([]);
        expect(document).not.toMatch(/comment(Reference|RangeStart|RangeEnd)/);
      }

      expect(textWithoutProperties(await docxText(copy.bytes))).toBe(
        textWithoutProperties(asAccepted(await docxText(original))),
      );
      const { findings } = await scanForAuthors('docx', copy.bytes, people);
      for (const expected of expectedFindings(spec).filter((f) => f.where !== 'comments'))
        expect(findings).toContainEqual(expect.objectContaining(expected));
      expect(findings.filter((f) => f.where === 'comments')).toEqual([]);
      expect(findings.filter((f) => f.where === 'properties')).toEqual([]);
    },
  );

  it.each(Object.keys(DOC_FIXTURES))(
    '.doc %s: summary streams without names, or no copy with a reason',
    async (name) => {
      const spec = DOC_FIXTURES[name]!;
      const original = await readFile(path.join(dir, `${name}.doc`));
      const copy = await makeReviewerCopy('doc', original);
      const { findings } = await scanForAuthors('doc', original, [spec.author]);
      for (const expected of expectedFindings(spec))
        expect(findings).toContainEqual(expect.objectContaining(expected));
      if (UNCLEANABLE_DOCS.has(name)) {
        expect(copy).toEqual({ kind: 'none', reason: expect.stringMatching(/\.doc file/) });
        // The names it could not remove are what the editor sees as property findings.
        expect(findings).toContainEqual(expect.objectContaining({ kind: 'name', where: 'properties' }));
        return;
      }
      if (copy.kind !== 'cleaned') throw new Error(`no copy: ${JSON.stringify(copy)}`);
      await writeFile(path.join(dir, `${name}.reviewer.doc`), copy.bytes);
      copies.push({ file: `${name}.reviewer.doc`, format: 'doc' });
      if (spec.summary || spec.documentSummary || spec.userDefined)
        expect(docMetadata(original, false)).toMatch(
          new RegExp(`${spec.author.familyName}|${spec.author.email}`),
        );
      const metadata = docMetadata(copy.bytes);
      for (const secret of secretsOf([spec.author])) expect(metadata).not.toContain(secret);
      if (spec.summary) expect(metadata).toContain('On the structure of things'); // the title stays
      expect(textWithoutProperties(docText(copy.bytes))).toBe(textWithoutProperties(docText(original)));
      const after = await scanForAuthors('doc', copy.bytes, [spec.author]);
      expect(after.findings.filter((f) => f.where === 'properties')).toEqual([]);
    },
  );

  describeWith('python-docx', 'python-docx opens every .docx copy and reads the same paragraphs', () => {
    it('opens each copy and its original alike', async () => {
      const docx = copies.filter((c) => c.format === 'docx').map((c) => c.file);
      expect(docx.length).toBeGreaterThanOrEqual(16);
      const script = `
import docx, json, sys
out = {}
for name in sys.argv[2:]:
    d = docx.Document(sys.argv[1] + "/" + name)
    out[name] = {"paragraphs": [p.text for p in d.paragraphs], "author": d.core_properties.author,
                 "headers": [p.text for s in d.sections for p in s.header.paragraphs]}
print(json.dumps(out))
`;
      const originals = docx.map((f) => f.replace('.reviewer.docx', '.docx'));
      const { stdout } = await run('/usr/bin/python3', ['-c', script, dir, ...docx, ...originals], {
        maxBuffer: 16 * 1024 * 1024,
      });
      const read = JSON.parse(stdout) as Record<
        string,
        { paragraphs: string[]; author: string; headers: string[] }
      >;
      for (const [i, copy] of docx.entries()) {
        // python-docx reads a paragraph's own runs: the accepted insertion is one of them in the copy.
        expect(read[copy]!.paragraphs).toEqual(
          read[originals[i]!]!.paragraphs.map((p) =>
            p === 'The results hold.' ? 'The results clearly hold.' : p,
          ),
        );
        expect(read[copy]!.headers).toEqual(read[originals[i]!]!.headers);
        expect(read[copy]!.author).toBe('');
      }
    });
  });

  describeWith('soffice', 'LibreOffice opens every reviewer copy', () => {
    it('converts each copy to PDF', async () => {
      expect(copies.length).toBeGreaterThanOrEqual(20);
      const out = path.join(dir, 'pdf');
      await run(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          out,
          ...copies.map((c) => path.join(dir, c.file)),
        ],
        { timeout: 300_000 },
      );
      const pdfs = await readdir(out);
      for (const c of copies) expect(pdfs).toContain(c.file.replace(/\.(docx|doc)$/, '.pdf'));
    }, 320_000);
  });
});

describeWith('python-docx', 'reviewer copies of documents written by python-docx', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reviewer-copies-py-'));
    const script = `
import docx, sys
for i, (given, family, email) in enumerate([("Rosalind", "Franklin", "rosalind@example.org"), ("Grace", "Hopper", "grace@example.org"), ("José", "Núñez", "jose.nunez@example.es")]):
    d = docx.Document()
    cp = d.core_properties
    cp.author = f"{given} {family}"; cp.last_modified_by = f"{given} {family}"; cp.comments = email
    cp.subject = family; cp.keywords = family; cp.category = family; cp.identifier = email; cp.title = "A study"
    d.sections[0].header.paragraphs[0].text = f"Draft of {given} {family}"
    d.sections[0].footer.paragraphs[0].text = email
    d.add_heading("Introduction", 1)
    d.add_paragraph(f"We thank {given} {family} ({email}) for the data.")
    t = d.add_table(rows=1, cols=2); t.cell(0, 0).text = "cell"; t.cell(0, 1).text = family
    d.save(sys.argv[1] + f"/python-{i}.docx")
`;
    await run('/usr/bin/python3', ['-c', script, dir]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    [0, ROSALIND],
    [1, GRACE],
    [2, JOSE],
  ])(
    'python-%i.docx: properties cleaned, text unchanged, body/header/footer mentions found',
    async (i, person) => {
      const original = await readFile(path.join(dir, `python-${i}.docx`));
      const copy = await makeReviewerCopy('docx', original);
      if (copy.kind !== 'cleaned') throw new Error('no copy');
      expect(await docxMetadata(original)).toContain(person.familyName);
      const metadata = await docxMetadata(copy.bytes);
      for (const secret of secretsOf([person])) expect(metadata).not.toContain(secret);
      expect(textWithoutProperties(await docxText(copy.bytes))).toBe(
        textWithoutProperties(asAccepted(await docxText(original))),
      );
      const { findings } = await scanForAuthors('docx', copy.bytes, [person]);
      const name = `${person.givenNames} ${person.familyName}`;
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'name', value: name, where: 'body' }),
          expect.objectContaining({ kind: 'email', value: person.email, where: 'body' }),
          expect.objectContaining({ kind: 'name', value: person.familyName, where: 'body' }),
          expect.objectContaining({ kind: 'name', value: name, where: 'header' }),
          expect.objectContaining({ kind: 'email', value: person.email, where: 'footer' }),
        ]),
      );
      expect(findings.filter((f) => f.where === 'properties')).toEqual([]);
    },
  );
});

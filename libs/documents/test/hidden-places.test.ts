import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { describeWith } from '@journal/testing';
import { docxText, makeReviewerCopy, parseXml, scanForAuthors, type TextPlace } from '../src';
import { elements } from '../src/xml';
import { buildHiddenPlacesDocx, type HiddenPerson } from './support/hidden-places-fixture';
import { partsNaming } from './support/parts-naming';

const run = promisify(execFile);

const ROSALIND: HiddenPerson = {
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  email: 'rosalind@example.org',
  affiliation: 'Cavendish Laboratory',
};
const SECRETS = [ROSALIND.givenNames, ROSALIND.familyName, ROSALIND.email, ROSALIND.affiliation];
const HIDDEN_PLACES: TextPlace[] = [
  'document-variables',
  'embedded-document',
  'custom-xml',
  'template',
  'hyperlinks',
];

const R_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);

/** Each relationships part's source ('' for the package) with its relationships' ids and targets. */
async function relationshipsOf(
  zip: JSZip,
): Promise<Map<string, { id: string; target: string; external: boolean }[]>> {
  const out = new Map<string, { id: string; target: string; external: boolean }[]>();
  for (const file of Object.values(zip.files)) {
    const match = /^(.*?)_rels\/([^/]*)\.rels$/.exec(file.name);
    if (file.dir || !match) continue;
    const source = `${match[1]}${match[2]}`;
    const rels = parseXml(await file.async('string'), file.name);
    out.set(
      source,
      [...elements(rels)]
        .filter((e) => e.localName === 'Relationship')
        .map((e) => ({
          id: e.getAttribute('Id') ?? '',
          external: e.getAttribute('TargetMode') === 'External',
          target: path.posix.join(path.posix.dirname(source), e.getAttribute('Target') ?? ''),
        })),
    );
  }
  return out;
}

/** Parts that hold one of the secrets, case-insensitively, with the secret. */
const whereSecretsAre = (bytes: Buffer) => partsNaming(bytes, SECRETS);

describe('reviewer copy of a .docx that names its author in every hidden place', () => {
  let original: Buffer;
  let copy: Buffer;

  beforeAll(async () => {
    original = await buildHiddenPlacesDocx(ROSALIND);
    const made = await makeReviewerCopy('docx', original);
    if (made.kind !== 'cleaned') throw new Error(`no copy: ${JSON.stringify(made)}`);
    copy = made.bytes;
  });

  it('the editor’s scan of the original names each hidden place', async () => {
    const { findings, unreadable } = await scanForAuthors('docx', original, [ROSALIND]);
    expect(unreadable).toBeUndefined();
    for (const where of HIDDEN_PLACES)
      expect(findings).toContainEqual(expect.objectContaining({ kind: 'name', where }));
    for (const where of ['document-variables', 'embedded-document', 'custom-xml', 'hyperlinks'])
      expect(findings).toContainEqual(
        expect.objectContaining({ kind: 'email', value: ROSALIND.email, where }),
      );
    // dc:contributor and cp:contentStatus are properties like the creator.
    const text = await docxText(original);
    expect(text.properties).toContain(`Rosalind Franklin, ${ROSALIND.affiliation}`);
    expect(text.properties).toContain(`Draft for ${ROSALIND.email}`);
    // None of it is text a reader sees: the body, headers, footers and comments do not name her.
    for (const where of ['body', 'header', 'footer', 'footnotes', 'comments'] as const)
      expect(findings.filter((f) => f.where === where)).toEqual([]);
  });

  it('the original names her in every kind of part (else the test below would pass for nothing)', async () => {
    const found = await whereSecretsAre(original);
    for (const part of [
      'docProps/core.xml',
      'docProps/app.xml',
      'docProps/custom.xml',
      'word/settings.xml',
      'word/_rels/settings.xml.rels',
      'word/comments.xml',
      'word/header1.xml',
      'word/footer1.xml',
      'word/people.xml',
      'word/document.xml',
      'customXml/item1.xml',
      'word/embeddings/oleObject1.bin',
      'word/media/image1.png',
    ])
      expect(found.some((f) => f.startsWith(`${part}: `))).toBe(true);
    const embedded = await JSZip.loadAsync(
      await (await JSZip.loadAsync(original))
        .file('word/embeddings/Microsoft_Word_Document1.docx')!
        .async('uint8array'),
    );
    expect(await embedded.file('docProps/core.xml')!.async('string')).toContain('Rosalind Franklin');
  });

  it('the copy holds her name, email and affiliation in no part at all', async () => {
    expect(await whereSecretsAre(copy)).toEqual([]);
    // Not a part, nor a folder entry of one.
    const names = Object.keys((await JSZip.loadAsync(copy)).files);
    expect(names.filter((n) => /customXml|embeddings|media\//i.test(n))).toEqual([]);
    expect((await scanForAuthors('docx', copy, [ROSALIND])).findings).toEqual([]);
  });

  it('the copy is a whole package: every part parses, no relationship, override or r:id points at nothing', async () => {
    const zip = await JSZip.loadAsync(copy);
    const exists = (name: string) => zip.file(name) !== null;
    for (const file of Object.values(zip.files))
      if (!file.dir && /\.(xml|rels)$/i.test(file.name)) parseXml(await file.async('string'), file.name);
    const types = parseXml(await zip.file('[Content_Types].xml')!.async('string'), 'types');
    for (const override of [...elements(types)].filter((e) => e.localName === 'Override'))
      expect(exists(override.getAttribute('PartName')!.slice(1))).toBe(true);
    for (const [source, relationships] of await relationshipsOf(zip)) {
      for (const r of relationships)
        if (!r.external) expect([source, exists(r.target)]).toEqual([source, true]);
      if (!source || !/\.xml$/.test(source)) continue;
      const ids = new Set(relationships.map((r) => r.id));
      for (const element of elements(parseXml(await zip.file(source)!.async('string'), source)))
        for (let i = 0; i < element.attributes.length; i += 1) {
          const attribute = element.attributes.item(i)!;
          if (R_NAMESPACES.has(attribute.namespaceURI ?? ''))
            expect([source, ids.has(attribute.value)]).toEqual([source, true]);
        }
    }
    // What the reader sees is unchanged (the objects' icons aside), but for the tracked deletion and
    // the comments, which the copy does not have (issue 42 item 9).
    const before = await docxText(original);
    const after = await docxText(copy);
    expect(before.body).toContain('clearly perhaps hold.');
    expect(after.body).toBe(before.body.replace('perhaps ', ''));
    for (const where of ['header', 'footer'] as const) expect(after[where]).toBe(before[where]);
    expect(before.comments).not.toBe('');
    expect(after.comments).toBe('');
  });

  describe('opened by other programs', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'hidden-places-'));
      await writeFile(path.join(dir, 'hidden.docx'), original);
      await writeFile(path.join(dir, 'hidden.reviewer.docx'), copy);
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    describeWith('python-docx', 'python-docx', () => {
      it('reads the copy’s paragraphs as the original’s, and no author', async () => {
        const script = `
import docx, json, sys
out = {}
for name in sys.argv[2:]:
    d = docx.Document(sys.argv[1] + "/" + name)
    out[name] = {"paragraphs": [p.text for p in d.paragraphs], "author": d.core_properties.author}
print(json.dumps(out))
`;
        const { stdout } = await run('/usr/bin/python3', [
          '-c',
          script,
          dir,
          'hidden.docx',
          'hidden.reviewer.docx',
        ]);
        const read = JSON.parse(stdout) as Record<string, { paragraphs: string[]; author: string }>;
        // python-docx reads a paragraph's own runs: the accepted insertion is one of them in the copy.
        expect(read['hidden.reviewer.docx']!.paragraphs).toEqual(
          read['hidden.docx']!.paragraphs.map((p) =>
            p === 'The results hold.' ? 'The results clearly hold.' : p,
          ),
        );
        expect(read['hidden.docx']!.author).toBe('Rosalind Franklin');
        expect(read['hidden.reviewer.docx']!.author).toBe('');
      });
    });

    describeWith('soffice', 'LibreOffice', () => {
      it('converts the copy to PDF', async () => {
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
            path.join(dir, 'hidden.reviewer.docx'),
          ],
          { timeout: 180_000 },
        );
        expect(await readdir(out)).toContain('hidden.reviewer.pdf');
      }, 200_000);
    });
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describeWith } from '@journal/testing';
import { scriptActionIn } from '../../src/domain/galley/pdf-script-actions';
import { scriptNameInBytes } from '../../src/domain/galley/pdf-script-names';
import { findPdfScript } from '../../src/domain/galley/pdf-scripts';
import {
  created,
  eventually,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

/** A one-page PDF written by pdf-lib; `change` adds what a hostile galley would hold. */
async function pdfWith(
  change: (doc: PDFDocument) => void = () => undefined,
  useObjectStreams = true,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  change(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

const javascriptAction = (doc: PDFDocument) =>
  doc.context.register(
    doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );

const openActionJavaScript = (doc: PDFDocument) =>
  doc.catalog.set(PDFName.of('OpenAction'), javascriptAction(doc));

const namesTreeJavaScript = (doc: PDFDocument) => {
  const tree = doc.context.obj({ Names: [PDFString.of('init'), javascriptAction(doc)] });
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(tree) }));
};

const annotationLaunch = (doc: PDFDocument) => {
  const launch = doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
  const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: launch });
  doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
};

const pageOpenAction = (doc: PDFDocument) =>
  doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: javascriptAction(doc) }));

/** Bytes pdf-lib cannot read as a document: only the byte scan sees what they hold. */
const unreadable = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');

describe('findPdfScript (issue 26, item 10)', () => {
  it.each([
    ['/OpenAction JavaScript, in object streams', () => pdfWith(openActionJavaScript)],
    ['/OpenAction JavaScript, uncompressed', () => pdfWith(openActionJavaScript, false)],
    ['a /JavaScript names tree', () => pdfWith(namesTreeJavaScript)],
    ['a link annotation with a /Launch action', () => pdfWith(annotationLaunch)],
    ["a page's additional action", () => pdfWith(pageOpenAction)],
  ])('finds %s, by the structural walk and by the byte scan alike', async (_what, make) => {
    const bytes = await make();
    expect(await findPdfScript(bytes)).toEqual(expect.any(String));
    expect(await scriptActionIn(bytes)).toEqual(expect.any(String));
    expect(scriptNameInBytes(bytes)).toEqual(expect.any(String));
  });

  it.each([
    ['a /JS name', unreadable('1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj')],
    ['a #-escaped name', unreadable('1 0 obj << /S /J#61vaScript /J#53 (x) >> endobj')],
    ['a /Launch action', unreadable('1 0 obj << /S /Launch /F (calc.exe) >> endobj')],
    [
      'a name in a deflated object stream',
      Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n'),
        deflateSync(Buffer.from('2 0 << /S /JavaScript /JS (app.alert(1)) >>')),
        Buffer.from('\nendstream\nendobj\n%%EOF\n'),
      ]),
    ],
  ])('finds %s in bytes pdf-lib cannot read', async (_what, bytes) => {
    expect(await findPdfScript(bytes)).toEqual(expect.any(String));
  });

  it('finds nothing in clean documents, readable or not', async () => {
    expect(await findPdfScript(await pdfWith())).toBeUndefined();
    expect(await scriptActionIn(await pdfWith())).toBeUndefined();
    expect(await findPdfScript(await pdfWith(undefined, false))).toBeUndefined();
    expect(
      await findPdfScript(unreadable('1 0 obj << /Type /Catalog /JSON (no) /Launcher 1 >> endobj')),
    ).toBeUndefined();
  });
});

/** Every stored object and temp file under the storage root (not the disk adapter's `.meta` sidecars). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((file) => !file.startsWith(`.meta${path.sep}`));
}

describeWith('postgres', 'publishing: PDF galleys with scripts', () => {
  const helix = paper();
  let h: PublishingHarness;
  let token: string;
  const url = (p: string) => `${h.baseUrl}${p}`;
  const upload = (bytes: Buffer) => {
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'paper.pdf');
    return fetch(url(`/api/admin/articles/${helix.id}/galley`), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };

  beforeAll(async () => {
    h = await startPublishing();
    token = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    await h.bus.publish([
      created(helix),
      statusChanged(helix, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    await eventually(async () => expect((await fetch(url(`/api/articles/${helix.id}`))).status).toBe(200));
  });
  afterAll(() => h?.close());

  it.each([
    ['/OpenAction JavaScript', openActionJavaScript],
    ['a /JavaScript names tree', namesTreeJavaScript],
    ['a /Launch annotation', annotationLaunch],
  ])('refuses a galley with %s (400) and keeps nothing', async (_what, change) => {
    const res = await upload(await pdfWith(change));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      message: 'PDF galleys may not contain scripts',
    });
    expect(await filesUnder(h.filesDir)).toEqual([]);
    expect((await fetch(url(`/articles/${helix.id}/galley.pdf`))).status).toBe(404);
  });

  it('accepts a clean galley and serves it inline in a sandbox', async () => {
    const clean = await pdfWith();
    const res = await upload(clean);
    expect(res.status).toBe(200);
    const pdf = await fetch(url(`/articles/${helix.id}/galley.pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(pdf.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(clean)).toBe(true);
  });
});

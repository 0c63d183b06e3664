import * as CFB from 'cfb';
import {
  createTestDatabase,
  describeWith,
  makeDocx,
  makeTxt,
  makeZip,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { publishingKnows } from './support/publishing-knows';
import { verifyByMail } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const AUTHOR = { email: 'uploads@example.org', givenNames: 'Marie', familyName: 'Curie' };
const MACROS = 'Files with macros are not accepted';
const PIXELS = /declares 60000x60000 pixels; images may have at most 100 megapixels/;

/** The first bytes of a PNG whose header declares `width` x `height` (nothing to decode after it). */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(header);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

const docxWithFigure = (width: number, height: number) =>
  makeDocx('A paper with a figure.', 0, [{ name: 'word/media/image1.png', data: pngHeader(width, height) }]);
const docxWithMacros = () =>
  makeDocx('A paper with macros.', 0, [{ name: 'word/vbaProject.bin', data: Buffer.from('VBA') }]);
/** A .docm renamed .docx: its main part is declared macro-enabled, without a VBA part in the directory. */
const docmRenamed = () => {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>`;
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>x</w:t></w:r></w:p></w:body></w:document>`;
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
};
/** A legacy Word file (compound file) carrying a VBA project. */
const docWithMacros = () => {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.alloc(1024, 1));
  CFB.utils.cfb_add(container, '/Macros/VBA/dir', Buffer.from('VBA project'));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
};

/**
 * One upload checker over real HTTP through the gateway of the whole site (embedded, real Postgres):
 * the paper upload, the production upload and the cover images refuse macro-enabled Office files and
 * images declaring more than 100 megapixels, judged by content.
 */
describeWith(['postgres'], 'the same upload checks everywhere, through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let paperId: string;

  const post = async (route: string, field: string, bytes: Buffer, name: string, method = 'POST') => {
    const form = new FormData();
    if (field === 'paperFile') {
      form.set('userEmail', AUTHOR.email);
      form.set('journalName', 'Applied Science');
      form.set('paperTitle', `Paper ${name}`);
      form.set('abstract', 'An abstract.');
      form.set('keywords', 'testing');
    }
    form.set(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${site.baseUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${field === 'paperFile' ? author : admin}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const production = (bytes: Buffer) =>
    post(`/api/admin/submissions/${paperId}/production`, 'file', bytes, 'final.docx');
  const paper = (bytes: Buffer, name: string) =>
    post('/api/registration/submit-paper', 'paperFile', bytes, name);
  const cover = (bytes: Buffer) =>
    post('/api/admin/journals/education/cover', 'image', bytes, 'c.png', 'PUT');

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: 'a long enough password' });
    await verifyByMail(site, AUTHOR.email);
    const submitted = await paper(makeTxt(1024), 'paper.txt');
    expect(submitted.status).toBe(201);
    paperId = submitted.body.submission.id;
    const accepted = await siteJson(site, 'PUT', `/api/admin/submissions/${paperId}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    expect(accepted.status).toBe(200);
    await publishingKnows(site, admin, paperId, 'accepted');
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  describe('the production upload', () => {
    it('refuses a macro-enabled .docx (a VBA part, or a .docm renamed)', async () => {
      for (const bytes of [docxWithMacros(), docmRenamed()]) {
        const res = await production(bytes);
        expect([res.status, res.body.message]).toEqual([400, MACROS]);
      }
    });

    it('refuses a figure declaring 60000x60000 pixels', async () => {
      const res = await production(docxWithFigure(60_000, 60_000));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(PIXELS);
    });

    it('still takes a normal .docx with a figure', async () => {
      expect((await production(docxWithFigure(800, 600))).status).toBe(202);
    });
  });

  describe('the paper upload', () => {
    it('refuses the same files with the same reasons', async () => {
      for (const [bytes, name] of [
        [docxWithMacros(), 'macros.docx'],
        [docmRenamed(), 'renamed.docx'],
        [docWithMacros(), 'macros.doc'],
      ] as const) {
        const res = await paper(bytes, name);
        expect(res.status).toBe(400);
        expect(res.body.message.startsWith(MACROS)).toBe(true);
      }
      const figure = await paper(docxWithFigure(60_000, 60_000), 'figure.docx');
      expect(figure.status).toBe(400);
      expect(figure.body.message).toMatch(PIXELS);
      expect((await paper(docxWithFigure(800, 600), 'fine.docx')).status).toBe(201);
    });
  });

  describe('the cover images', () => {
    it('refuse an image declaring 60000x60000 pixels and take a normal one', async () => {
      const huge = await cover(pngHeader(60_000, 60_000));
      expect(huge.status).toBe(400);
      expect(huge.body.message).toMatch(PIXELS);
      expect((await cover(pngHeader(1200, 1600))).status).toBe(200);
    });
  });
});

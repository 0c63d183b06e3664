import JSZip from 'jszip';
import { makeDocx } from '@journal/testing';
import { makeReviewerCopy, scanForAuthors } from '../src';
import { buildDoc } from './support/doc-fixtures';
import { buildDocx } from './support/docx-fixtures';

const ROSALIND = { givenNames: 'Rosalind', familyName: 'Franklin', email: 'rosalind@example.org' };

/** Files that cannot be cleaned safely get no copy and a reason, never an exception or a half-cleaned copy. */
describe('damaged files', () => {
  it('a .docx whose properties part is not well-formed XML', async () => {
    const zip = await JSZip.loadAsync(await buildDocx({ author: ROSALIND, coreProperties: true }));
    zip.file('docProps/core.xml', '<cp:coreProperties><dc:creator>Rosalind Franklin</cp:coreProperties>');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await makeReviewerCopy('docx', bytes)).toEqual({
      kind: 'none',
      reason: expect.stringContaining('could not be read safely'),
    });
  });

  it('a .docx whose entry inflates to another size than declared', async () => {
    const lying = makeDocx('x', 0, [
      { name: 'word/media/a.bin', data: Buffer.alloc(5000, 1), declaredSize: 10 },
    ]);
    expect((await makeReviewerCopy('docx', lying)).kind).toBe('none');
  });

  it('a truncated .doc, and a .doc whose piece table points outside its stream', async () => {
    const doc = buildDoc({ author: ROSALIND, summary: true });
    expect((await makeReviewerCopy('doc', doc.subarray(0, 700))).kind).toBe('none');
    const scan = await scanForAuthors('doc', doc.subarray(0, 700), [ROSALIND]);
    expect(scan).toEqual({
      findings: [],
      unreadable: expect.stringContaining('.doc file could not be read'),
    });
  });

  it('plain text goes as it is', async () => {
    expect(await makeReviewerCopy('txt', Buffer.from('Rosalind Franklin'))).toEqual({ kind: 'original' });
    const { findings } = await scanForAuthors('txt', Buffer.from('By Rosalind Franklin.'), [ROSALIND]);
    expect(findings).toEqual([{ kind: 'name', value: 'Rosalind Franklin', where: 'body', count: 1 }]);
  });

  it('reports names in custom XML parts and in the attached template path, each in its own place', async () => {
    const zip = await JSZip.loadAsync(await buildDocx({ author: ROSALIND }));
    zip.file(
      'customXml/item1.xml',
      '<CoverPageProperties xmlns="http://schemas.microsoft.com/office/2006/coverPageProps"><CompanyEmail>rosalind@example.org</CompanyEmail></CoverPageProperties>',
    );
    zip.file(
      'word/_rels/settings.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="file:///C:/Users/Franklin/Templates/Paper.dotm" TargetMode="External"/></Relationships>',
    );
    const { findings } = await scanForAuthors('docx', await zip.generateAsync({ type: 'nodebuffer' }), [
      ROSALIND,
    ]);
    expect(findings).toEqual(
      expect.arrayContaining([
        { kind: 'email', value: 'rosalind@example.org', where: 'custom-xml', count: 1 },
        { kind: 'name', value: 'Franklin', where: 'template', count: 1 },
      ]),
    );
  });
});

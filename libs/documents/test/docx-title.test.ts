import { makeDocx, makeProofDocx } from '@journal/testing';
import { docxTitle } from '../src';

const core = (title: string) => ({
  name: 'docProps/core.xml',
  data: Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${title}</dc:title></cp:coreProperties>`,
  ),
});

describe("a Word document's own title (issue 42 item 8)", () => {
  it("takes the core properties' title, on one line", async () => {
    const docx = makeDocx('Body text.', 0, [core('  Seagrass meadows\n of the Kiel Fjord ')]);
    expect(await docxTitle(docx)).toBe('Seagrass meadows of the Kiel Fjord');
  });

  it('else the first Heading 1 paragraph', async () => {
    const docx = makeProofDocx([
      { heading: 'Seagrass meadows of the Kiel Fjord', paragraphs: ['Intro.'] },
      { heading: 'Methods', paragraphs: ['We dived.'] },
    ]);
    expect(await docxTitle(docx)).toBe('Seagrass meadows of the Kiel Fjord');
  });

  it('is null without either, for an empty core title, or for bytes that are no package', async () => {
    expect(await docxTitle(makeDocx('Just text.'))).toBeNull();
    expect(await docxTitle(makeDocx('Just text.', 0, [core('   ')]))).toBeNull();
    expect(await docxTitle(Buffer.from('not a zip'))).toBeNull();
  });
});

import { crc32, deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { buildDoc } from './doc-fixtures';
import { buildDocx, type FixturePerson } from './docx-fixtures';

/** Someone named in every hidden place, affiliation included. */
export type HiddenPerson = FixturePerson & { affiliation: string };

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fullName = (p: FixturePerson) => `${p.givenNames} ${p.familyName}`;
const login = (p: FixturePerson) => `${p.givenNames[0]}${p.familyName}`.toLowerCase();

/**
 * A .docx that names `person` in every place the first round cleaned (core, app and custom properties,
 * comments' and revisions' authors, people.xml, tracked insertions in header and footer), without a
 * word of it in text a reader sees, and in every place Word keeps out of sight: document variables,
 * the attached template (settings and app properties), `dc:contributor`, `cp:contentStatus`, `HLinks`
 * and `HyperlinkBase`, a custom XML part, an embedded .docx and an embedded Word 97 OLE object (each
 * with a preview image whose text chunk names them).
 */
export async function buildHiddenPlacesDocx(person: HiddenPerson): Promise<Buffer> {
  const base = await buildDocx({
    author: person,
    coreProperties: true,
    appProperties: true,
    customProperties: true,
    comments: true,
    trackedChanges: true,
    header: true,
    footer: true,
    people: true,
    quiet: true,
  });
  const zip = await JSZip.loadAsync(base);
  const name = fullName(person);
  const folder = `C:\\Users\\${login(person)}\\${person.affiliation}`;
  const overrides: string[] = [];
  const docRels: string[] = [];
  const edit = async (part: string, change: (xml: string) => string) =>
    zip.file(part, change(await zip.file(part)!.async('string')));

  // Document variables and the attached template (word/settings.xml and its external relationship).
  zip.file(
    'word/settings.xml',
    `${DECL}<w:settings xmlns:w="${W}" xmlns:r="${R}"><w:attachedTemplate r:id="rIdTemplate"/>` +
      `<w:defaultTabStop w:val="720"/><w:compat/>` +
      `<w:docVars><w:docVar w:name="ReviewerNote" w:val="${esc(`Written by ${name} <${person.email}>`)}"/>` +
      `<w:docVar w:name="Lab" w:val="${esc(person.affiliation)}"/></w:docVars></w:settings>`,
  );
  zip.file(
    'word/_rels/settings.xml.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rIdTemplate" Type="${REL}/attachedTemplate" Target="${esc(`file:///${folder.replace(/\\/g, '/')}/${person.familyName}.dotm`)}" TargetMode="External"/></Relationships>`,
  );
  overrides.push(
    '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>',
  );
  docRels.push(`<Relationship Id="rIdSettings" Type="${REL}/settings" Target="settings.xml"/>`);

  await edit('docProps/core.xml', (xml) =>
    xml.replace(
      '</cp:coreProperties>',
      `<dc:contributor>${esc(`${name}, ${person.affiliation}`)}</dc:contributor>` +
        `<cp:contentStatus>${esc(`Draft for ${person.email}`)}</cp:contentStatus></cp:coreProperties>`,
    ),
  );
  await edit('docProps/app.xml', (xml) =>
    xml
      .replace(
        '<Template>Normal.dotm</Template>',
        `<Template>${esc(`${folder}\\${person.familyName}.dotm`)}</Template>`,
      )
      .replace(
        '</Properties>',
        `<HLinks><vt:vector size="6" baseType="variant"><vt:variant><vt:i4>6</vt:i4></vt:variant><vt:variant><vt:i4>0</vt:i4></vt:variant>` +
          `<vt:variant><vt:i4>0</vt:i4></vt:variant><vt:variant><vt:i4>5</vt:i4></vt:variant>` +
          `<vt:variant><vt:lpwstr>mailto:${esc(person.email)}</vt:lpwstr></vt:variant><vt:variant><vt:lpwstr></vt:lpwstr></vt:variant></vt:vector></HLinks></Properties>`,
      ),
  );

  // A custom XML part (cover page properties), its item properties and relationships.
  zip.file(
    'customXml/item1.xml',
    `${DECL}<CoverPageProperties xmlns="http://schemas.microsoft.com/office/2006/coverPageProps"><PublishDate/>` +
      `<Abstract>${esc(`Thesis of ${name}`)}</Abstract><CompanyAddress>${esc(person.affiliation)}</CompanyAddress>` +
      `<CompanyPhone/><CompanyFax/><CompanyEmail>${esc(person.email)}</CompanyEmail></CoverPageProperties>`,
  );
  zip.file(
    'customXml/itemProps1.xml',
    `${DECL}<ds:datastoreItem ds:itemID="{55AF091B-3C7A-41E3-B477-F2FDAA23CFDA}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs><ds:schemaRef ds:uri="http://schemas.microsoft.com/office/2006/coverPageProps"/></ds:schemaRefs></ds:datastoreItem>`,
  );
  zip.file(
    'customXml/_rels/item1.xml.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/customXmlProps" Target="itemProps1.xml"/></Relationships>`,
  );
  overrides.push(
    '<Override PartName="/customXml/itemProps1.xml" ContentType="application/vnd.openxmlformats-officedocument.customXmlProperties+xml"/>',
  );
  docRels.push(`<Relationship Id="rIdCustomXml" Type="${REL}/customXml" Target="../customXml/item1.xml"/>`);

  // An embedded .docx and an embedded Word 97 document, each shown as an icon (a preview image).
  const embeddedDocx = await buildDocx({ author: person, coreProperties: true, bodyMentions: true });
  const embeddedDoc = buildDoc({ author: person, summary: true, bodyMentions: true });
  zip.file('word/embeddings/Microsoft_Word_Document1.docx', embeddedDocx);
  zip.file('word/embeddings/oleObject1.bin', embeddedDoc);
  zip.file('word/media/image1.png', previewPng(`${name}, ${person.affiliation}`));
  zip.file('word/media/image2.png', previewPng(person.email));
  docRels.push(
    `<Relationship Id="rIdEmbedDocx" Type="${REL}/package" Target="embeddings/Microsoft_Word_Document1.docx"/>`,
    `<Relationship Id="rIdEmbedDoc" Type="${REL}/oleObject" Target="embeddings/oleObject1.bin"/>`,
    `<Relationship Id="rIdPreview1" Type="${REL}/image" Target="media/image1.png"/>`,
    `<Relationship Id="rIdPreview2" Type="${REL}/image" Target="media/image2.png"/>`,
  );
  await edit('[Content_Types].xml', (xml) =>
    xml
      .replace(
        '<Default Extension="xml"',
        '<Default Extension="png" ContentType="image/png"/>' +
          '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>' +
          '<Default Extension="docx" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document"/>' +
          '<Default Extension="xml"',
      )
      .replace('</Types>', `${overrides.join('')}</Types>`),
  );
  await edit('word/_rels/document.xml.rels', (xml) =>
    xml.replace('</Relationships>', `${docRels.join('')}</Relationships>`),
  );
  await edit('word/document.xml', (xml) =>
    xml
      .replace(
        '<w:document ',
        '<w:document xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" ',
      )
      .replace(
        '<w:sectPr>',
        oleParagraph('rIdEmbedDocx', 'rIdPreview1', 'Word.Document.12', 1) +
          oleParagraph('rIdEmbedDoc', 'rIdPreview2', 'Word.Document.8', 2) +
          '<w:sectPr>',
      ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A paragraph holding an embedded object as Word writes it: a VML shape (the preview) and the object. */
function oleParagraph(objectId: string, previewId: string, progId: string, n: number): string {
  return (
    `<w:p><w:r><w:t xml:space="preserve">See the attached data. </w:t></w:r><w:r><w:object w:dxaOrig="1531" w:dyaOrig="991">` +
    `<v:shape id="_x0000_i102${n}" type="#_x0000_t75" style="width:76.5pt;height:49.5pt" o:ole="">` +
    `<v:imagedata r:id="${previewId}" o:title=""/></v:shape>` +
    `<o:OLEObject Type="Embed" ProgID="${progId}" ShapeID="_x0000_i102${n}" DrawAspect="Icon" ObjectID="_176000000${n}" r:id="${objectId}"/>` +
    `</w:object></w:r></w:p>`
  );
}

/** A 1x1 PNG with a tEXt chunk: an icon's caption, as Word's object previews carry the file's name. */
function previewPng(caption: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixel = deflateSync(Buffer.from([0, 255, 255, 255])); // one row: no filter, one white pixel
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Title\u0000${caption}`, 'latin1')),
    chunk('IDAT', pixel),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

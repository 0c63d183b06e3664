import JSZip from 'jszip';

/** Someone a fixture names (the author or a co-author). */
export interface FixturePerson {
  givenNames: string;
  familyName: string;
  email: string;
  orcid?: string;
  affiliation?: string;
}

/** Where a fixture document names its author; each flag adds that part or that mention. */
export interface DocxFixtureSpec {
  author: FixturePerson;
  coAuthor?: FixturePerson;
  coreProperties?: boolean;
  appProperties?: boolean;
  customProperties?: boolean;
  comments?: boolean;
  trackedChanges?: boolean;
  header?: boolean;
  footer?: boolean;
  footnotes?: boolean;
  endnotes?: boolean;
  people?: boolean;
  /** Names, email and ORCID iD in the body text. */
  bodyMentions?: boolean;
  /** A title property (kept in the copy) that names the author. */
  titleNamesAuthor?: boolean;
  /**
   * Names the author only where a reader does not see it: comments and headers/footers say nothing
   * of them, the header's and footer's text is the author's tracked insertion.
   */
  quiet?: boolean;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const W15 = 'http://schemas.microsoft.com/office/word/2012/wordml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fullName = (p: FixturePerson) => `${p.givenNames} ${p.familyName}`;
const initials = (p: FixturePerson) => `${p.givenNames[0] ?? ''}${p.familyName[0] ?? ''}`.toUpperCase();
const run = (text: string) => `<w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (inner: string) => `<w:p>${inner}</w:p>`;

/**
 * A Word document built part by part (content types, relationships, document, and the parts `spec`
 * asks for), the way Word lays them out, so every place an author's identity hides can be tested.
 */
export async function buildDocx(spec: DocxFixtureSpec): Promise<Buffer> {
  const a = spec.author;
  const name = fullName(a);
  const zip = new JSZip();
  const overrides: string[] = [
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
    '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>',
  ];
  const packageRels: string[] = [
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>`,
  ];
  const docRels: string[] = [`<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/>`];
  const sectionRefs: string[] = [];

  if (spec.coreProperties || spec.titleNamesAuthor) {
    const title = spec.titleNamesAuthor ? `Notes by ${name}` : 'On the structure of things';
    zip.file(
      'docProps/core.xml',
      `${DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        `<dc:title>${esc(title)}</dc:title>` +
        (spec.coreProperties
          ? `<dc:subject>${esc(name)}'s thesis</dc:subject><dc:creator>${esc(name)}</dc:creator>` +
            `<cp:keywords>${esc(a.familyName)}; structure</cp:keywords><dc:description>Draft by ${esc(a.email)}</dc:description>` +
            `<cp:lastModifiedBy>${esc(name)}</cp:lastModifiedBy><cp:category>${esc(a.familyName)} lab</cp:category>` +
            `<dc:identifier>${esc(a.orcid ?? a.email)}</dc:identifier>`
          : '') +
        `<cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2026-01-02T10:00:00Z</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">2026-01-03T10:00:00Z</dcterms:modified></cp:coreProperties>`,
    );
    overrides.push(
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
    );
    packageRels.push(
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>',
    );
  }
  if (spec.appProperties) {
    zip.file(
      'docProps/app.xml',
      `${DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
        `<Template>Normal.dotm</Template><TotalTime>42</TotalTime><Pages>1</Pages><Application>Microsoft Office Word</Application>` +
        `<Manager>${esc(a.givenNames)} ${esc(a.familyName)}</Manager><Company>${esc(a.familyName)} Institute</Company>` +
        `<HyperlinkBase>https://example.org/~${esc(a.familyName.toLowerCase())}/</HyperlinkBase><AppVersion>16.0000</AppVersion></Properties>`,
    );
    overrides.push(
      '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>',
    );
    packageRels.push(`<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>`);
  }
  if (spec.customProperties) {
    zip.file(
      'docProps/custom.xml',
      `${DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
        `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Corresponding author"><vt:lpwstr>${esc(a.email)}</vt:lpwstr></property>` +
        `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="ORCID"><vt:lpwstr>${esc(a.orcid ?? name)}</vt:lpwstr></property></Properties>`,
    );
    overrides.push(
      '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/>',
    );
    packageRels.push(
      `<Relationship Id="rId4" Type="${REL}/custom-properties" Target="docProps/custom.xml"/>`,
    );
  }

  const body: string[] = [para(run('Introduction. We study the structure of things in detail.'))];
  if (spec.bodyMentions) {
    body.push(para(run(`Corresponding author: ${name}, ${a.email}.`)));
    if (a.orcid) body.push(para(run(`ORCID: https://orcid.org/${a.orcid}`)));
    if (spec.coAuthor)
      body.push(
        para(
          run(
            `Together with ${fullName(spec.coAuthor)} (${spec.coAuthor.email}); see ${spec.coAuthor.familyName} (2024).`,
          ),
        ),
      );
  }
  if (spec.trackedChanges) {
    body.push(
      para(
        `<w:pPr><w:rPr><w:ins w:id="13" w:author="${esc(name)}" w:date="2026-01-03T09:02:00Z"/></w:rPr></w:pPr>` +
          run('The results ') +
          `<w:ins w:id="11" w:author="${esc(name)}" w:date="2026-01-03T09:00:00Z">${run('clearly ')}</w:ins>` +
          `<w:del w:id="12" w:author="${esc(a.email)}" w:date="2026-01-03T09:01:00Z"><w:r><w:delText xml:space="preserve">perhaps </w:delText></w:r></w:del>` +
          run('hold.'),
      ),
    );
  }
  if (spec.comments) {
    zip.file(
      'word/comments.xml',
      `${DECL}<w:comments xmlns:w="${W}"><w:comment w:id="0" w:author="${esc(name)}" w:date="2026-01-03T09:00:00Z" w:initials="${initials(a)}">` +
        `<w:p>${run('Check this figure again.')}</w:p></w:comment>` +
        `<w:comment w:id="1" w:author="${esc(spec.coAuthor ? fullName(spec.coAuthor) : name)}" w:initials="${spec.coAuthor ? initials(spec.coAuthor) : initials(a)}"><w:p>${run(spec.quiet ? 'As before (2019).' : `As in ${a.familyName} (2019).`)}</w:p></w:comment></w:comments>`,
    );
    overrides.push(
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>',
    );
    docRels.push(`<Relationship Id="rIdComments" Type="${REL}/comments" Target="comments.xml"/>`);
    body.push(
      para(
        `<w:commentRangeStart w:id="0"/>${run('A commented sentence.')}<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>` +
          `<w:r><w:commentReference w:id="1"/></w:r>`,
      ),
    );
  }
  for (const [flag, kind, text] of [
    [spec.header, 'header', `Draft of ${name}`],
    [spec.footer, 'footer', `${a.email} - page`],
  ] as const) {
    if (!flag) continue;
    const content = spec.quiet
      ? `<w:ins w:id="2${kind.length}" w:author="${esc(name)}" w:date="2026-01-03T09:00:00Z">${run(`Draft ${kind}`)}</w:ins>`
      : run(text);
    zip.file(
      `word/${kind}1.xml`,
      `${DECL}<w:${kind === 'header' ? 'hdr' : 'ftr'} xmlns:w="${W}" xmlns:r="${R}">${para(content)}</w:${kind === 'header' ? 'hdr' : 'ftr'}>`,
    );
    overrides.push(
      `<Override PartName="/word/${kind}1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/>`,
    );
    docRels.push(`<Relationship Id="rId${kind}" Type="${REL}/${kind}" Target="${kind}1.xml"/>`);
    sectionRefs.push(`<w:${kind}Reference w:type="default" r:id="rId${kind}"/>`);
  }
  for (const [flag, kind] of [
    [spec.footnotes, 'footnote'],
    [spec.endnotes, 'endnote'],
  ] as const) {
    if (!flag) continue;
    const text = kind === 'footnote' ? `Funded by a grant to ${name}.` : `Contact ${a.email}.`;
    zip.file(
      `word/${kind}s.xml`,
      `${DECL}<w:${kind}s xmlns:w="${W}">` +
        `<w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}>` +
        `<w:${kind} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:${kind}>` +
        `<w:${kind} w:id="1"><w:p><w:r><w:${kind}Ref/></w:r>${run(` ${text}`)}</w:p></w:${kind}></w:${kind}s>`,
    );
    overrides.push(
      `<Override PartName="/word/${kind}s.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}s+xml"/>`,
    );
    docRels.push(`<Relationship Id="rId${kind}s" Type="${REL}/${kind}s" Target="${kind}s.xml"/>`);
    body.push(para(`${run('A claim that needs a note.')}<w:r><w:${kind}Reference w:id="1"/></w:r>`));
  }
  if (spec.people) {
    const people = [a, ...(spec.coAuthor ? [spec.coAuthor] : [])];
    zip.file(
      'word/people.xml',
      `${DECL}<w15:people xmlns:w15="${W15}">` +
        people
          .map(
            (p) =>
              `<w15:person w15:author="${esc(fullName(p))}"><w15:presenceInfo w15:providerId="AD" w15:userId="S::${esc(p.email)}::0f1e"/></w15:person>`,
          )
          .join('') +
        '</w15:people>',
    );
    overrides.push(
      '<Override PartName="/word/people.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.people+xml"/>',
    );
    docRels.push(
      `<Relationship Id="rIdPeople" Type="http://schemas.microsoft.com/office/2011/relationships/people" Target="people.xml"/>`,
    );
  }
  body.push(`<w:sectPr>${sectionRefs.join('')}<w:pgSz w:w="11906" w:h="16838"/></w:sectPr>`);

  zip.file(
    '[Content_Types].xml',
    `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${packageRels.join('')}</Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${docRels.join('')}</Relationships>`,
  );
  zip.file(
    'word/styles.xml',
    `${DECL}<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `${DECL}<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body.join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

import { JSDOM } from 'jsdom';
import { ARTICLE_DOCX_SET, describeWith, makeArticleDocxFiles, makeDocx } from '@journal/testing';
import {
  convertDocx,
  FullTextConversionError,
  type ConvertedDocx,
} from '../../src/domain/fulltext/convert-docx';
import { fullTextHtml } from '../../src/domain/fulltext/fulltext.html';
import type { Block, Section } from '../../src/repositories/fulltext.types';

const allBlocks = (sections: readonly Section[]): Block[] =>
  sections.flatMap((s) => [...s.blocks, ...allBlocks(s.sections)]);

describeWith(['python-docx'], 'full-text conversion of real .docx files (mammoth, sanitize-html)', () => {
  const converted = new Map<string, ConvertedDocx>();
  beforeAll(async () => {
    const files = await makeArticleDocxFiles(ARTICLE_DOCX_SET);
    for (const [name, bytes] of files) converted.set(name, await convertDocx(bytes));
  }, 120_000);

  it('keeps headings, the table, figures, footnotes and ten references with DOIs of every document', () => {
    expect(converted.size).toBeGreaterThanOrEqual(11);
    for (const spec of ARTICLE_DOCX_SET) {
      const { fullText, images } = converted.get(spec.name)!;
      expect(fullText.sections.map((s) => s.title)).toEqual(
        Array.from({ length: spec.sections }, (_, i) => spec.sectionNames?.[i] ?? `Section ${i + 1}`),
      );
      if (spec.subsections) expect(fullText.sections[0]!.sections[0]!.title).toBe('Materials and methods');
      const blocks = allBlocks(fullText.sections);
      const table = blocks.find((b) => b.kind === 'table');
      expect(table).toMatchObject({ label: 'Table 1', caption: ['Measured values'] });
      expect(table?.kind === 'table' && table.rows.map((r) => r.cells.length)).toEqual([3, 3, 3]);
      const figures = blocks.filter((b) => b.kind === 'figure');
      expect(figures).toHaveLength(spec.figures ?? 1);
      expect(figures[0]).toMatchObject({ label: 'Figure 1', caption: ['Results of experiment 1'] });
      expect(images).toHaveLength(figures.length);
      for (const image of images) {
        expect(image.contentType).toBe('image/png');
        expect(image.bytes.subarray(1, 4).toString()).toBe('PNG');
      }
      expect(fullText.footnotes.map((n) => n.note)).toEqual(
        Array.from({ length: spec.footnotes ?? 0 }, (_, i) => i + 1),
      );
      expect(fullText.footnotes[0]!.content).toEqual(['Footnote 1: the instrument was calibrated on day 1.']);
      expect(fullText.referencesTitle).toBe(spec.referencesTitle ?? 'References');
      expect(fullText.references).toHaveLength(10);
      fullText.references.forEach((ref, i) =>
        expect(ref.doi).toBe(`10.${5000 + i}/test.${spec.name}.${i + 1}`),
      );
      // the reference list is not also a section of the body
      expect(fullText.sections.some((s) => /references|bibliography/i.test(s.title))).toBe(false);
    }
  });

  it('renders sections with anchors, a contents list, figures, tables, linked DOIs and footnotes', () => {
    const { fullText } = converted.get('article-1')!;
    const html = fullTextHtml(fullText, '/articles/abc/fulltext/images');
    const doc = new JSDOM(html).window.document;
    const contents = [...doc.querySelectorAll('nav.fulltext-contents > ol > li > a')];
    expect(contents.map((a) => a.getAttribute('href'))).toEqual([
      '#sec-1',
      '#sec-2',
      '#sec-3',
      '#references',
    ]);
    for (const a of contents) expect(doc.querySelector(a.getAttribute('href')!)).not.toBeNull();
    expect(doc.querySelector('#sec-1 > h2')!.textContent).toBe('Introduction');
    expect(doc.querySelector('#sec-1-1 > h3')!.textContent).toBe('Materials and methods');
    expect(doc.querySelector('figure#fig-1 img')!.getAttribute('src')).toBe(
      '/articles/abc/fulltext/images/image-1.png',
    );
    expect(doc.querySelector('figure#fig-1 figcaption')!.textContent).toBe(
      'Figure 1. Results of experiment 1',
    );
    expect(doc.querySelectorAll('#table-1 table tr')).toHaveLength(3);
    const refs = [...doc.querySelectorAll('#references li')];
    expect(refs).toHaveLength(10);
    expect(refs[0]!.querySelector('a')!.getAttribute('href')).toBe(
      'https://doi.org/10.5000/test.article-1.1',
    );
    expect(refs[1]!.querySelector('a')!.getAttribute('href')).toBe(
      'https://doi.org/10.5001/test.article-1.2',
    );
    expect(doc.querySelector('a.fn-call[href="#fn-1"]')).not.toBeNull();
    expect(doc.querySelector('#fn-1')!.textContent).toContain('calibrated on day 1');
  });

  it('lets no script, event attribute or javascript: link of a document reach the page', () => {
    const { fullText } = converted.get('hostile')!;
    const html = fullTextHtml(fullText, '/img');
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelectorAll('script, style, iframe, object, embed')).toHaveLength(0);
    const attributes = [...doc.querySelectorAll('*')].flatMap((el) => [...el.attributes]);
    expect(attributes.filter((a) => /^on/i.test(a.name))).toEqual([]);
    expect(attributes.filter((a) => /javascript:/i.test(a.value))).toEqual([]);
    // the text survives as text, the safe link as a link, the hostile alt text as an inert attribute value
    expect(doc.body.textContent).toContain('<script>alert("x")</script>');
    expect(doc.querySelector('a[href="https://example.org/safe"]')!.textContent).toBe('a safe link');
    expect(doc.body.textContent).toContain('See this link');
    expect(doc.querySelector('figure img')!.getAttribute('alt')).toBe('" onerror="alert(1)');
  });
});

describe('full-text conversion failures', () => {
  it('gives a reason for a file that is not a Word document', async () => {
    await expect(convertDocx(Buffer.from('%PDF-1.7 not a docx'))).rejects.toThrow(
      /could not be read as a Word document/,
    );
  });

  it('gives a reason for a Word document without text', async () => {
    const failure = convertDocx(makeDocx(''));
    await expect(failure).rejects.toBeInstanceOf(FullTextConversionError);
    await expect(failure).rejects.toThrow('The document has no text to convert');
  });
});

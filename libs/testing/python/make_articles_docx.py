"""Writes article-shaped .docx files with python-docx for the full-text conversion tests and bench.

Reads a JSON list of specs on stdin, writes each file to <out_dir>/<spec.name>.docx. A spec asks for
sections, paragraphs per section, figures, a table, footnotes, references with DOIs and, for the
hostile fixture, script text, event-handler alt text and javascript: links. python-docx has no
footnote API, so the footnotes part is added as an OPC part with its relationship.
"""
import io, json, struct, sys, zlib

import docx
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import OxmlElement, parse_xml
from docx.oxml.ns import qn, nsdecls
from docx.shared import Inches

W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
FOOTNOTES_CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml'


def png(width, height, seed):
    """A real RGB PNG (signature, IHDR, IDAT, IEND) with a seeded gradient."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw += bytes(((x * 7 + seed * 31) % 256, (y * 5 + seed) % 256, ((x + y) * 3 + seed * 11) % 256))
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b''))


def add_hyperlink(paragraph, url, text):
    rid = paragraph.part.relate_to(url, RT.HYPERLINK, is_external=True)
    link = OxmlElement('w:hyperlink')
    link.set(qn('r:id'), rid)
    run = OxmlElement('w:r')
    t = OxmlElement('w:t')
    t.text = text
    run.append(t)
    link.append(run)
    paragraph._p.append(link)


class Footnotes:
    def __init__(self, document):
        self.document = document
        self.notes = []

    def add(self, paragraph, text):
        note_id = len(self.notes) + 1
        self.notes.append((note_id, text))
        run = paragraph.add_run()
        ref = OxmlElement('w:footnoteReference')
        ref.set(qn('w:id'), str(note_id))
        run._r.append(ref)

    def attach(self):
        if not self.notes:
            return
        body = ''.join(
            f'<w:footnote w:id="{i}"><w:p><w:r><w:t xml:space="preserve">{escape(text)}</w:t></w:r></w:p></w:footnote>'
            for i, text in self.notes)
        xml = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes xmlns:w="{W_NS}">'
               '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
               '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>'
               f'{body}</w:footnotes>')
        part = Part(PackURI('/word/footnotes.xml'), FOOTNOTES_CT, xml.encode('utf-8'), self.document.part.package)
        self.document.part.relate_to(part, RT.FOOTNOTES)


def escape(text):
    return text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


LOREM = ('Open access publishing changes how results travel between laboratories, and this paragraph '
         'describes the measurements, the instruments and the care taken with every sample in detail. ')


def build(spec):
    d = docx.Document()
    notes = Footnotes(d)
    d.add_heading(spec['title'], 0)
    figures = spec.get('figures', 1)
    # figure k (1-based) closes section ceil(k * sections / figures): spread over the text, the last at the end
    figures_after = {}
    for k in range(1, figures + 1):
        figures_after.setdefault(-(-k * spec['sections'] // figures), []).append(k)
    for s in range(spec['sections']):
        names = spec.get('sectionNames', [])
        d.add_heading(names[s] if s < len(names) else f'Section {s + 1}', 1)
        for p in range(spec.get('paragraphs', 2)):
            para = d.add_paragraph(f'{LOREM * spec.get("paragraphLength", 1)}(section {s + 1}, paragraph {p + 1})')
            if p == 0 and s < spec.get('footnotes', 0):
                notes.add(para, f'Footnote {s + 1}: the instrument was calibrated on day {s + 1}.')
        if spec.get('subsections') and s == 0:
            d.add_heading('Materials and methods', 2)
            d.add_paragraph('A numbered list follows.')
            for item in ('First step', 'Second step'):
                d.add_paragraph(item, style='List Number')
        if spec.get('table') and s == 0:
            d.add_paragraph('Table 1. Measured values')
            table = d.add_table(rows=3, cols=3)
            for r, row in enumerate([('Sample', 'Load (kN)', 'Strain'), ('A', '12.5', '0.02'), ('B', '14.1', '0.03')]):
                for c, value in enumerate(row):
                    table.cell(r, c).text = value
        for k in figures_after.get(s + 1, []):
            size = spec.get('figureSize', 24)
            d.add_picture(io.BytesIO(png(size, max(1, size // 2), k)), width=Inches(3))
            hostile_alt = spec.get('hostile') and k == 1
            d.inline_shapes[-1]._inline.docPr.set('descr', '" onerror="alert(1)' if hostile_alt else f'Figure {k} plot')
            d.add_paragraph(f'Figure {k}. Results of experiment {k}')
    if spec.get('hostile'):
        d.add_paragraph('<script>alert("x")</script> <img src=x onerror=alert(2)>')
        p = d.add_paragraph('See ')
        add_hyperlink(p, 'javascript:alert(3)', 'this link')
        p2 = d.add_paragraph('And ')
        add_hyperlink(p2, 'https://example.org/safe', 'a safe link')
    d.add_heading(spec.get('referencesTitle', 'References'), 1)
    for r in range(spec.get('references', 10)):
        text = (f'Author{r + 1} A, Writer B. Study number {r + 1} of structures. Journal of Tests. '
                f'{2000 + r};{r + 3}:{10 + r}-{20 + r}. ')
        doi = f'10.{5000 + r}/test.{spec["name"]}.{r + 1}'
        text += f'https://doi.org/{doi}' if r % 2 else f'doi:{doi}'
        d.add_paragraph(text, style='List Number' if spec.get('numberedReferences', True) else None)
    notes.attach()
    return d


def main():
    out_dir = sys.argv[1]
    for spec in json.load(sys.stdin):
        build(spec).save(f'{out_dir}/{spec["name"]}.docx')


if __name__ == '__main__':
    main()

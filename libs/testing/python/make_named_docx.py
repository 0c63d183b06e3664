"""Writes a .docx with python-docx that names its author where the reviewers' copy must not (issue 42).

Reads one JSON spec on stdin ({out, givenNames, familyName, email, affiliation, coAuthorGivenNames,
bodyMentions}) and writes <out>: the author's name split across two runs of a header, their email in
a footer, their name in a footnote and in a text box, a comment by them naming them and a co-author,
and a tracked insertion and deletion by them (the deleted text cites them). The body names nobody
unless `bodyMentions`. python-docx has no API for footnotes, comments or text boxes, so those parts
are added as OPC parts with their relationships; every text is set through lxml, never spliced.
"""
import json, sys

import docx
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import OxmlElement, parse_xml
from docx.oxml.ns import qn
from lxml import etree

W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
FOOTNOTES_CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml'
COMMENTS_CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml'
DATE = '2026-11-30T10:00:00Z'


def element(tag, text=None, **attrs):
    node = OxmlElement(tag)
    for name, value in attrs.items():
        node.set(qn(name.replace('_', ':', 1)), value)
    if text is not None:
        node.text = text
        node.set('{http://www.w3.org/XML/1998/namespace}space', 'preserve')
    return node


def run(text, tag='w:t'):
    r = element('w:r')
    r.append(element(tag, text))
    return r


def paragraph(*runs):
    p = element('w:p')
    for r in runs:
        p.append(r)
    return p


def add_part(document, name, content_type, root, rel_type):
    blob = etree.tostring(root, xml_declaration=True, encoding='UTF-8', standalone=True)
    part = Part(PackURI(name), content_type, blob, document.part.package)
    document.part.relate_to(part, rel_type)


def main():
    spec = json.load(sys.stdin)
    given, family = spec['givenNames'], spec['familyName']
    name = f'{given} {family}'
    document = docx.Document()
    document.core_properties.author = name
    document.core_properties.title = 'Seagrass meadows of the Baltic'

    # A header naming the author and affiliation, the name split between two runs as Word often does.
    header = document.sections[0].header.paragraphs[0]
    header.add_run(f'{given} {family[:4]}')
    header.add_run(f'{family[4:]}, {spec["affiliation"]}')
    document.sections[0].footer.paragraphs[0].text = f'Correspondence: {spec["email"]}'

    document.add_heading('Introduction', 1)
    document.add_paragraph('Seagrass meadows store carbon; we surveyed twelve of them in 2022.')
    if spec.get('bodyMentions'):
        document.add_paragraph(f'Corresponding author: {name}, {spec["email"]}.')

    # A footnote naming the author.
    noted = document.add_paragraph('The survey was funded.')
    ref = element('w:r')
    ref.append(element('w:footnoteReference', w_id='1'))
    noted._p.append(ref)
    notes = parse_xml(
        f'<w:footnotes xmlns:w="{W_NS}">'
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>'
        '</w:footnotes>')
    note = element('w:footnote', w_id='1')
    note.append(paragraph(run(f'Funded by a grant to {name}.')))
    notes.append(note)
    add_part(document, '/word/footnotes.xml', FOOTNOTES_CT, notes, RT.FOOTNOTES)

    # A text box (a VML shape, as Word writes its fallback) naming the author.
    boxed = document.add_paragraph('Figure 1 shows the sites.')
    pict = parse_xml(
        f'<w:r xmlns:w="{W_NS}" xmlns:v="urn:schemas-microsoft-com:vml"><w:pict>'
        '<v:shape id="TextBox1" type="#_x0000_t202" style="width:200pt;height:40pt">'
        '<v:textbox><w:txbxContent/></v:textbox></v:shape></w:pict></w:r>')
    pict.find(f'.//{{{W_NS}}}txbxContent').append(paragraph(run(f'Photo: {name}, {spec["email"]}')))
    boxed._p.append(pict)

    # A comment by the author that names them and the co-author, anchored on a sentence.
    anchored = document.add_paragraph()
    anchored._p.append(element('w:commentRangeStart', w_id='0'))
    anchored._p.append(run('The 2022 survey is the first of its kind.'))
    anchored._p.append(element('w:commentRangeEnd', w_id='0'))
    reference = element('w:r')
    reference.append(element('w:commentReference', w_id='0'))
    anchored._p.append(reference)
    comments = parse_xml(f'<w:comments xmlns:w="{W_NS}"/>')
    comment = element('w:comment', w_id='0', w_author=name, w_initials=f'{given[0]}{family[0]}', w_date=DATE)
    comment.append(paragraph(run(f'{given}: check with {spec["coAuthorGivenNames"]} whether the 2022 survey is citable.')))
    comments.append(comment)
    add_part(document, '/word/comments.xml', COMMENTS_CT, comments, RT.COMMENTS)

    # Tracked changes by the author: an insertion, and a deletion whose text cites them.
    revised = document.add_paragraph()
    revised._p.append(run('The meadows '))
    inserted = element('w:ins', w_id='11', w_author=name, w_date=DATE)
    inserted.append(run('clearly '))
    revised._p.append(inserted)
    deleted = element('w:del', w_id='12', w_author=name, w_date=DATE)
    deleted.append(run(f'as {family} (2021) feared ', 'w:delText'))
    revised._p.append(deleted)
    revised._p.append(run('recovered.'))

    document.save(spec['out'])


if __name__ == '__main__':
    main()

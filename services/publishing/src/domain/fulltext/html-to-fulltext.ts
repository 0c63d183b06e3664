import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import type {
  Block,
  Footnote,
  FullText,
  Inline,
  Reference,
  Section,
  TableRow,
} from '../../repositories/fulltext.types';
import { inlineText } from '../../repositories/fulltext.types';
import { REFERENCES_HEADING, referenceContent } from './references';

const HEADING = /^h([1-6])$/;
const FIGURE_CAPTION = /^\s*(fig(?:ure)?\.?\s*\d+)\s*[.:]?\s*/i;
const TABLE_CAPTION = /^\s*(table\s*\d+)\s*[.:]?\s*/i;
const FOOTNOTE_ID = /^footnote-(\d+)$/;
const FOOTNOTE_CALL = /^#footnote-(\d+)$/;
const EXTERNAL_HREF = /^(https?:|mailto:)/i;

const INLINE_TAGS: Record<string, 'em' | 'strong' | 'sup' | 'sub' | 'u'> = {
  em: 'em',
  i: 'em',
  strong: 'strong',
  b: 'strong',
  sup: 'sup',
  sub: 'sub',
  u: 'u',
};

/** Merges neighbouring strings and drops empty ones. */
function tidy(content: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of content) {
    if (node === '') continue;
    const last = out[out.length - 1];
    if (typeof node === 'string' && typeof last === 'string') out[out.length - 1] = last + node;
    else out.push(node);
  }
  return out;
}

function inlineOf(nodes: readonly ChildNode[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (isText(node)) out.push(node.data);
    else if (isTag(node)) out.push(...inlineOfElement(node));
  }
  return tidy(out);
}

function inlineOfElement(el: Element): Inline[] {
  if (el.name === 'br') return [' '];
  if (el.name === 'img') return [];
  if (el.name === 'a') {
    const href = el.attribs.href ?? '';
    const call = FOOTNOTE_CALL.exec(href);
    if (call) return [{ tag: 'fnref', note: Number(call[1]) }];
    // mammoth's "back to the text" arrow inside a footnote
    if (href.startsWith('#footnote-ref-')) return [];
    const children = inlineOf(el.children);
    return EXTERNAL_HREF.test(href) ? [{ tag: 'link', href, children }] : children;
  }
  const tag = INLINE_TAGS[el.name];
  const children = inlineOf(el.children);
  if (
    tag === 'sup' &&
    children.length === 1 &&
    typeof children[0] !== 'string' &&
    children[0]!.tag === 'fnref'
  )
    return children; // a footnote call is already superscript where it is shown
  return tag ? [{ tag, children }] : children;
}

const elements = (nodes: readonly ChildNode[]) => nodes.filter(isTag);
const textOf = (el: Element) => inlineText(inlineOf(el.children)).trim();

/** Cell or list item content as inline text; paragraphs inside are joined by a space. */
function flattenBlockContent(el: Element): Inline[] {
  const parts: Inline[] = [];
  for (const node of el.children) {
    if (
      isTag(node) &&
      (node.name === 'p' || node.name === 'ol' || node.name === 'ul' || node.name === 'li')
    ) {
      if (parts.length) parts.push(' ');
      parts.push(...flattenBlockContent(node));
    } else if (isText(node)) parts.push(node.data);
    else if (isTag(node)) parts.push(...inlineOfElement(node));
  }
  return tidy(parts);
}

function tableRows(table: Element): TableRow[] {
  const rows: TableRow[] = [];
  const visit = (el: Element, header: boolean) => {
    for (const child of elements(el.children)) {
      if (child.name === 'thead') visit(child, true);
      else if (child.name === 'tbody') visit(child, false);
      else if (child.name === 'tr') {
        const cells = elements(child.children).filter((c) => c.name === 'td' || c.name === 'th');
        rows.push({
          header: header || (cells.length > 0 && cells.every((c) => c.name === 'th')),
          cells: cells.map(flattenBlockContent),
        });
      }
    }
  };
  visit(table, false);
  return rows;
}

/** Removes the leading "Figure 3." / "Table 1:" label from a caption. */
function splitLabel(content: Inline[], pattern: RegExp): { label: string; caption: Inline[] } | null {
  const first = content[0];
  if (typeof first !== 'string') return null;
  const match = pattern.exec(first);
  if (!match) return null;
  return { label: match[1]!.trim(), caption: tidy([first.slice(match[0].length), ...content.slice(1)]) };
}

const onlyImage = (el: Element) => {
  const tags = elements(el.children);
  const text = el.children
    .filter(isText)
    .map((t) => t.data.trim())
    .join('');
  return tags.length === 1 && tags[0]!.name === 'img' && !text ? tags[0]! : null;
};

interface Counters {
  figure: number;
  table: number;
}

/** Top-level elements between two headings, turned into blocks (figure and table captions joined). */
function blocksOf(nodes: Element[], images: ReadonlySet<string>, counters: Counters): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const el = nodes[i]!;
    const next = nodes[i + 1];
    const img = el.name === 'p' ? onlyImage(el) : null;
    if (img) {
      const image = img.attribs.src ?? '';
      if (!images.has(image)) continue; // an image type that is not served was left out
      const caption = next?.name === 'p' ? splitLabel(inlineOf(next.children), FIGURE_CAPTION) : null;
      if (caption) i++;
      counters.figure++;
      blocks.push({
        kind: 'figure',
        id: `fig-${counters.figure}`,
        image,
        alt: img.attribs.alt ?? '',
        label: caption?.label ?? null,
        caption: caption?.caption ?? [],
      });
    } else if (el.name === 'p') {
      const content = inlineOf(el.children);
      if (next?.name === 'table') {
        const caption = splitLabel(content, TABLE_CAPTION);
        if (caption) {
          counters.table++;
          blocks.push({ kind: 'table', id: `table-${counters.table}`, ...caption, rows: tableRows(next) });
          i++;
          continue;
        }
      }
      if (inlineText(content).trim() || content.some((n) => typeof n !== 'string'))
        blocks.push({ kind: 'p', content });
    } else if (el.name === 'table') {
      counters.table++;
      blocks.push({
        kind: 'table',
        id: `table-${counters.table}`,
        label: null,
        caption: [],
        rows: tableRows(el),
      });
    } else if (el.name === 'ol' || el.name === 'ul') {
      const items = elements(el.children)
        .filter((li) => li.name === 'li')
        .map(flattenBlockContent);
      blocks.push({ kind: 'list', ordered: el.name === 'ol', items });
    }
  }
  return blocks;
}

/** The footnotes list mammoth puts last: `<ol><li id="footnote-N">`. */
function takeFootnotes(nodes: Element[]): Footnote[] {
  const last = nodes[nodes.length - 1];
  if (last?.name !== 'ol') return [];
  const items = elements(last.children);
  if (!items.length || !items.every((li) => FOOTNOTE_ID.test(li.attribs.id ?? ''))) return [];
  nodes.pop();
  return items.map((li) => ({
    note: Number(FOOTNOTE_ID.exec(li.attribs.id!)![1]),
    content: tidy(
      flattenBlockContent(li).map((n, i, all) =>
        i === all.length - 1 && typeof n === 'string' ? n.trimEnd() : n,
      ),
    ),
  }));
}

function referencesOf(nodes: Element[]): Reference[] {
  const entries: string[] = [];
  for (const el of nodes) {
    if (el.name === 'ol' || el.name === 'ul')
      entries.push(...elements(el.children).map((li) => inlineText(flattenBlockContent(li)).trim()));
    else if (el.name === 'p') entries.push(textOf(el));
  }
  return entries
    .filter((text) => text.length > 0)
    .map((text, i) => ({ id: `ref-${i + 1}`, ...referenceContent(text) }));
}

/**
 * The sanitized body as the document model: headings nest sections (`sec-1`, `sec-1-1`), the section
 * titled References/Bibliography becomes the reference list, mammoth's footnote list the footnotes.
 */
export function htmlToFullText(html: string, imageNames: ReadonlySet<string>): Omit<FullText, 'images'> {
  const nodes = elements(parseDocument(html).children);
  const footnotes = takeFootnotes(nodes);
  const counters: Counters = { figure: 0, table: 0 };

  // Split at headings: [intro, (heading, its elements)*]
  const intro: Element[] = [];
  const parts: { level: number; title: string; nodes: Element[] }[] = [];
  for (const el of nodes) {
    const heading = HEADING.exec(el.name);
    if (heading) parts.push({ level: Number(heading[1]), title: textOf(el), nodes: [] });
    else (parts.length ? parts[parts.length - 1]!.nodes : intro).push(el);
  }

  let referencesTitle = 'References';
  let references: Reference[] = [];
  const referencesAt = parts.findLastIndex((p) => REFERENCES_HEADING.test(p.title));
  if (referencesAt >= 0) {
    referencesTitle = parts[referencesAt]!.title.trim();
    references = referencesOf(parts[referencesAt]!.nodes);
    parts.splice(referencesAt, 1);
  }

  const sections: Section[] = [];
  const stack: { level: number; section: Section }[] = [];
  for (const part of parts) {
    while (stack.length && stack[stack.length - 1]!.level >= part.level) stack.pop();
    const parent = stack[stack.length - 1]?.section;
    const siblings = parent ? parent.sections : sections;
    const section: Section = {
      id: `${parent ? parent.id : 'sec'}-${siblings.length + 1}`,
      title: part.title,
      blocks: blocksOf(part.nodes, imageNames, counters),
      sections: [],
    };
    siblings.push(section);
    stack.push({ level: part.level, section });
  }
  return {
    intro: blocksOf(intro, imageNames, counters),
    sections,
    referencesTitle,
    references,
    footnotes,
  };
}

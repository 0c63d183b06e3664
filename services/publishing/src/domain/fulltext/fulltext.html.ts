import { doiUrl } from '../../repositories/doi';
import { escapeMarkup as e } from '../../repositories/markup';
import type { Block, FullText, Inline, Section } from '../../repositories/fulltext.types';

const SAFE_HREF = /^(https?:|mailto:)/i;

function inlineHtml(content: readonly Inline[]): string {
  return content
    .map((node) => {
      if (typeof node === 'string') return e(node);
      switch (node.tag) {
        case 'fnref':
          return `<sup><a class="fn-call" href="#fn-${node.note}" id="fn-call-${node.note}">${node.note}</a></sup>`;
        case 'doi':
          return `<a href="${e(doiUrl(node.doi))}" rel="noopener">${e(node.text)}</a>`;
        case 'link':
          // The model only holds these schemes; checked again because this is where markup is written.
          return SAFE_HREF.test(node.href)
            ? `<a href="${e(node.href)}" rel="noopener nofollow">${inlineHtml(node.children)}</a>`
            : inlineHtml(node.children);
        default:
          return `<${node.tag}>${inlineHtml(node.children)}</${node.tag}>`;
      }
    })
    .join('');
}

const caption = (label: string | null, content: readonly Inline[]) =>
  `${label ? `<strong>${e(label)}.</strong> ` : ''}${inlineHtml(content)}`;

function blockHtml(block: Block, imageBase: string): string {
  switch (block.kind) {
    case 'p':
      return `<p>${inlineHtml(block.content)}</p>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'figure':
      return `<figure id="${e(block.id)}"><img src="${e(`${imageBase}/${block.image}`)}" alt="${e(block.alt)}" loading="lazy"><figcaption>${caption(block.label, block.caption)}</figcaption></figure>`;
    case 'table': {
      const rows = block.rows
        .map((row) => {
          const cell = row.header ? 'th' : 'td';
          return `<tr>${row.cells.map((c) => `<${cell}>${inlineHtml(c)}</${cell}>`).join('')}</tr>`;
        })
        .join('');
      const head =
        block.label || block.caption.length
          ? `<caption>${caption(block.label, block.caption)}</caption>`
          : '';
      return `<div class="table-wrap" id="${e(block.id)}"><table>${head}<tbody>${rows}</tbody></table></div>`;
    }
  }
}

function sectionHtml(section: Section, depth: number, imageBase: string): string {
  const heading = `h${Math.min(depth + 2, 6)}`;
  return `<section id="${e(section.id)}"><${heading}>${e(section.title)}</${heading}>${section.blocks
    .map((b) => blockHtml(b, imageBase))
    .join('')}${section.sections.map((s) => sectionHtml(s, depth + 1, imageBase)).join('')}</section>`;
}

function contentsHtml(sections: readonly Section[]): string {
  return `<ol>${sections
    .map(
      (s) =>
        `<li><a href="#${e(s.id)}">${e(s.title)}</a>${s.sections.length ? contentsHtml(s.sections) : ''}</li>`,
    )
    .join('')}</ol>`;
}

/**
 * The full text as the article page shows it: a contents list, sections with anchors (h2 for the
 * document's first level), figures served from `imageBase`, tables, references with linked DOIs and
 * footnotes. Every piece of text is escaped; the only markup is written here.
 */
export function fullTextHtml(fullText: FullText, imageBase: string): string {
  const hasReferences = fullText.references.length > 0;
  const contentsEntries = [
    ...fullText.sections,
    ...(hasReferences
      ? [{ id: 'references', title: fullText.referencesTitle, blocks: [], sections: [] }]
      : []),
  ];
  const contents = contentsEntries.length
    ? `<nav class="fulltext-contents" aria-label="Contents"><h2>Contents</h2>${contentsHtml(contentsEntries)}</nav>`
    : '';
  const body = [
    ...fullText.intro.map((b) => blockHtml(b, imageBase)),
    ...fullText.sections.map((s) => sectionHtml(s, 0, imageBase)),
  ].join('');
  const references = hasReferences
    ? `<section id="references" class="references"><h2>${e(fullText.referencesTitle)}</h2><ol>${fullText.references
        .map((r) => `<li id="${e(r.id)}">${inlineHtml(r.content)}</li>`)
        .join('')}</ol></section>`
    : '';
  const notes = fullText.footnotes.length
    ? `<section id="notes" class="footnotes"><h2>Notes</h2><ol>${fullText.footnotes
        .map((n) => `<li id="fn-${n.note}" value="${n.note}">${inlineHtml(n.content)}</li>`)
        .join('')}</ol></section>`
    : '';
  return `<div class="fulltext" id="fulltext">${contents}<div class="fulltext-body">${body}</div>${references}${notes}</div>`;
}

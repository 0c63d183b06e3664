// Every relative link in docs/ reaches a file that exists and, when it names a section, a heading of
// that file: documents move (the performance history, withdrawn ADRs) and headings get renamed, and a
// reader who follows a dead link learns nothing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const docs = path.join(root, 'docs');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

function deadLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const dead: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [file_, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = file_ ? path.resolve(path.dirname(file), decodeURI(file_)) : file;
    if (!existsSync(resolved)) {
      dead.push(`${target}: no such file`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
      dead.push(`${target}: no such heading`);
  }
  return dead.map((link) => `${path.relative(root, file)} -> ${link}`);
}

describe('links between the docs', () => {
  it('name the anchors GitHub makes', () => {
    expect([
      ...anchorsOf('# A cheaper change (issue 27), 22:05\n## `npm run bench`\n## Notes\n## Notes\n'),
    ]).toEqual(['a-cheaper-change-issue-27-2205', 'npm-run-bench', 'notes', 'notes-1']);
  });

  it('all resolve', () => {
    const files = markdownFiles(docs);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(deadLinks)).toEqual([]);
  });
});

describe('the ADRs', () => {
  const adrDir = path.join(docs, 'adr');
  const adrs = readdirSync(adrDir).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = readFileSync(path.join(adrDir, 'README.md'), 'utf8');

  it.each(adrs)('%s says its status at the top', (name) => {
    const opening = readFileSync(path.join(adrDir, name), 'utf8').split('\n').slice(0, 6).join('\n');
    expect(opening).toMatch(/^Status: (accepted|superseded by|withdrawn)/m);
  });

  it('are each a row of docs/adr/README.md', () => {
    expect(adrs.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});

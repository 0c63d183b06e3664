import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrefix, patternOf } from '@journal/http';
import { siteRouteTable } from '../src/routes/route-table';

const ARCHITECTURE = path.resolve(__dirname, '../../docs/architecture.md');

/** The rows of the route table as docs/architecture.md prints them: service, pattern, match, methods. */
export function documentedRows(markdown: string): string[] {
  const start = markdown.indexOf('| service | pattern | match | methods |');
  if (start < 0) throw new Error('docs/architecture.md has no route table');
  return markdown
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((line, i, lines) => line.startsWith('|') && lines.slice(0, i).every((l) => l.startsWith('|')))
    .map((line) => line.trim());
}

/** One row as the docs print it, from the descriptors' table. */
function rowOf(service: string, entry: Parameters<typeof patternOf>[0]): string {
  const match = isPrefix(entry) ? (entry.via ? 'prefix (Socket.IO)' : 'prefix') : 'exact';
  return `| ${service} | \`${patternOf(entry)}\` | ${match} | ${entry.methods.join(', ')} |`;
}

describe('docs/architecture.md route table (ADR 0038)', () => {
  it('is the descriptors’ table, row for row', () => {
    const documented = documentedRows(readFileSync(ARCHITECTURE, 'utf8'));
    const actual = siteRouteTable().rows.map((row) => rowOf(row.service, row.entry));
    expect(documented).toEqual(actual);
  });
});

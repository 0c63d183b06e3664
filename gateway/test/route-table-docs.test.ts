import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrefix, patternOf, type RouteEntry } from '@journal/http';
import { siteRouteTable } from '../src/routes/route-table';

const ARCHITECTURE = path.resolve(__dirname, '../../docs/architecture.md');
const HEADER = ['service', 'pattern', 'match', 'methods'];

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of the route table docs/architecture.md prints (whatever the padding): their cells. */
function documentedRows(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|') && cellsOf(line).join() === HEADER.join());
  if (start < 0) throw new Error('docs/architecture.md has no route table');
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cellsOf(line));
  }
  return rows;
}

/** One row as the docs print it, from the descriptors' table. */
function cellsOfEntry(service: string, entry: RouteEntry): string[] {
  const match = isPrefix(entry) ? (entry.via ? 'prefix (Socket.IO)' : 'prefix') : 'exact';
  return [service, `\`${patternOf(entry)}\``, match, entry.methods.join(', ')];
}

describe('docs/architecture.md route table (ADR 0038)', () => {
  it('is the descriptors’ table, row for row', () => {
    const documented = documentedRows(readFileSync(ARCHITECTURE, 'utf8'));
    const actual = siteRouteTable().rows.map((row) => cellsOfEntry(row.service, row.entry));
    expect(documented).toEqual(actual);
  });
});

// Every stylesheet except base.css takes its colours from base.css's tokens, so a palette change (or a
// dark theme) is one file; a raw colour literal anywhere else fails here with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE_ROOT = path.resolve(__dirname, '..');
const TOKENS_FILE = path.join(SOURCE_ROOT, 'styles', 'base.css');
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(\s*\d/i;

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('colour tokens', () => {
  it('finds the stylesheets it checks', () => {
    expect(stylesheets(SOURCE_ROOT).length).toBeGreaterThan(5);
  });

  it('has no raw colour literal outside styles/base.css', () => {
    const offenders = stylesheets(SOURCE_ROOT)
      .filter((file) => file !== TOKENS_FILE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(SOURCE_ROOT, file)}:${index + 1}` }))
          .filter(({ line }) => RAW_COLOUR.test(line.replace(/\/\*.*?\*\//g, '')))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

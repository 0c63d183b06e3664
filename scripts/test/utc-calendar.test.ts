// One UTC calendar (libs/config/src/utc-calendar.ts): days, months and the day's length are spelled there
// only. This test reads the source (tests left out) and fails on a `toISOString().slice(`, a day-length
// literal or a private day helper anywhere else; it also keeps the modules the SPA takes from libs free of
// node imports, so the browser bundle never pulls server code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const CALENDAR = 'libs/config/src/utc-calendar.ts';

/** What the calendar module says once; each is found on one line of source. */
const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'toISOString().slice(', pattern: /\.toISOString\(\)\s*\.\s*slice\(/ },
  { name: 'a day in milliseconds or seconds', pattern: /(?<![\w.])86_?400(_?000)?(?![\w.])/ },
  { name: '24 hours spelled out', pattern: /(?<![\w.])24\s*\*\s*(60\s*\*\s*60|3_?600(_?000)?)(?![\w.])/ },
  {
    name: '24 hours spelled backwards',
    pattern: /(?<![\w.])(60\s*\*\s*60|3_?600(_?000)?)\s*\*\s*24(?![\w.])/,
  },
  {
    name: 'a private day helper',
    pattern: /\b(const|let|function)\s+(utcDay|isoDay|dayOf)\b/,
  },
];

/**
 * Known exceptions, to be removed: publishing's usage and SUSHI files were moving to services/statistics
 * while the calendar module was written, so they were not edited. Each names its offending lines; the
 * lead applies the replacements (in the comments) and deletes the entry. A stale entry fails too.
 */
const KNOWN_EXCEPTIONS: Record<string, number> = {};

const SOURCE_DIRS = ['services/*/src', 'libs/*/src', 'gateway/src', 'frontend/src'];
const isTest = (file: string) => /\.test\.|\.test-util\.|\/test-utils\//.test(file);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return /\.tsx?$/.test(name) && !isTest(relative) ? [relative] : [];
  });
}

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((pattern) => {
    const [top, star, rest] = pattern.split('/');
    if (star !== '*') return filesUnder(pattern);
    return readdirSync(path.join(root, top!))
      .map((name) => `${top}/${name}/${rest}`)
      .filter((dir) => statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory())
      .flatMap(filesUnder);
  });
}

/** `line: rule` for each line of `text` that breaks a rule. */
function violations(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const broken = RULES.filter((rule) => rule.pattern.test(line)).map((rule) => rule.name);
    return broken.length ? [`${i + 1}: ${broken.join(', ')}`] : [];
  });
}

describe('one UTC calendar', () => {
  const files = sourceFiles();

  it('finds the source it guards', () => {
    expect(files).toContain(CALENDAR);
    expect(files).toContain('frontend/src/main.tsx');
    expect(files.some((file) => file.startsWith('gateway/src/'))).toBe(true);
    expect(files.filter(isTest)).toEqual([]);
  });

  it('catches each rule on a deliberate violation, and leaves calls of the module alone', () => {
    const samples = [
      'const day = new Date().toISOString().slice(0, 10);',
      'const month = at.toISOString() .slice(0, 7);',
      'const DAY_MS = 86_400_000;',
      'const day = 86400000;',
      'sql`... / 86400`',
      'const DAY = 24 * 60 * 60 * 1000;',
      'const keep = 7 * 24 * 3600;',
      'const day = 24 * 3600 * 1000;',
      'const idle = 7 * 24 * 3_600_000;',
      'const day = 3_600_000 * 24;',
      'const day = 60 * 60 * 24;',
      'export const isoDay = (d: Date) => d.toISOString();',
      'function dayOf(d: Date) {',
    ];
    for (const sample of samples)
      expect([sample, violations(sample)]).toEqual([sample, [expect.stringMatching(/^1: /)]]);
    const fine = [
      'const day = utcDayOf(now);',
      'const since = addUtcDays(now, -29);',
      'const retention = 7 * DAY_MS;',
      'const width = 240 * 60 * 60;',
      'const hours = 24;',
      'const padded = value.slice(0, 10);',
      'const port = 8640;',
    ];
    for (const sample of fine) expect([sample, violations(sample)]).toEqual([sample, []]);
    // The module itself breaks the rules (it is where they are spelled), so the reader sees real source.
    expect(violations(readFileSync(path.join(root, CALENDAR), 'utf8')).length).toBeGreaterThan(0);
  });

  it('is the only source that spells days, months and their length', () => {
    const found: Record<string, string[]> = {};
    for (const file of files) {
      if (file === CALENDAR) continue;
      const lines = violations(readFileSync(path.join(root, file), 'utf8'));
      if (lines.length && lines.length !== KNOWN_EXCEPTIONS[file]) found[file] = lines;
    }
    expect(found).toEqual({});
  });

  it('has no stale known exception', () => {
    const stale = Object.entries(KNOWN_EXCEPTIONS).filter(([file, count]) => {
      const at = path.join(root, file);
      return (
        !statSync(at, { throwIfNoEntry: false }) || violations(readFileSync(at, 'utf8')).length !== count
      );
    });
    expect(stale).toEqual([]);
  });
});

describe('what the SPA takes from libs is browser-safe', () => {
  const frontend = sourceFiles().filter((file) => file.startsWith('frontend/src/'));
  const imports = (file: string) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!);

  it('imports @journal/config only through its browser entry point', () => {
    const rootImports = frontend.filter((file) => imports(file).includes('@journal/config'));
    expect(rootImports).toEqual([]);
    expect(frontend.some((file) => imports(file).includes('@journal/config/utc-calendar'))).toBe(true);
  });

  it('reads only dependency-free modules of libs (no node built-ins, no packages)', () => {
    const shared = [
      CALENDAR,
      ...sourceFiles().filter(
        (f) => f.startsWith('libs/metadata/src/') || f.startsWith('libs/journals/src/'),
      ),
    ];
    const outside = shared.flatMap((file) =>
      imports(file)
        .filter((name) => !name.startsWith('.'))
        .map((name) => `${file}: ${name}`),
    );
    expect(outside).toEqual([]);
  });
});

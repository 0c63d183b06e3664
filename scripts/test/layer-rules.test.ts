// Layers run one way (routes, consumers, workers -> domain -> repositories, clients, events, jobs). Each rule is read
// from the code through the TypeScript parser (layer-rules.ts); today's breaking files are listed by path in
// layer-rules.allow-list.ts, and that list may only shrink.
import path from 'node:path';
import { ALLOWED } from './layer-rules.allow-list';
import { RULES, UPLOAD_RECEIVER, scan, sourceFiles, violations, type SourceFile } from './layer-rules';

const root = path.resolve(__dirname, '..', '..');
const found = violations(sourceFiles(root));

/** Per rule, a file that breaks it and one that keeps it (the checker's own test). */
const FIXTURES: Record<string, { breaks: SourceFile; keeps: SourceFile }> = {
  'domain-imports': {
    breaks: {
      path: 'services/journals/src/domain/cover.ts',
      text: "import type { Request } from 'express';\nimport { Pool } from 'pg';\nexport const x = 1;",
    },
    keeps: {
      path: 'services/journals/src/domain/cover.ts',
      text: "import type { Queryable } from '@journal/db';\nimport { a } from '../repositories/a.repository';",
    },
  },
  'repositories-import-down': {
    breaks: {
      path: 'services/review/src/repositories/a.repository.ts',
      text: "import type { Assignment } from '../domain/review.types';",
    },
    keeps: {
      path: 'services/review/src/repositories/a.repository.ts',
      text: "import type { Queryable } from '@journal/db';\nimport { SCHEMA } from './schema';",
    },
  },
  'routes-through-domain': {
    breaks: {
      path: 'services/admin/src/routes/x.routes.ts',
      text: "export { findX } from '../repositories/x.repository';",
    },
    keeps: {
      path: 'services/admin/src/routes/x.routes.ts',
      text: "import { Router } from 'express';\nimport { x } from '../domain/x.service';",
    },
  },
  'one-multipart-receiver': {
    breaks: {
      path: 'services/submission/src/routes/upload.ts',
      text: "const busboy = require('busboy');",
    },
    keeps: { path: UPLOAD_RECEIVER, text: "import busboy from 'busboy';" },
  },
  'sql-in-repositories': {
    breaks: {
      path: 'services/notification/src/consumers/x.handler.ts',
      text: 'export const q = (s: string) => db.query(`SELECT 1 FROM ${s}.mails WHERE id = $1`);',
    },
    keeps: {
      path: 'services/notification/src/repositories/x.repository.ts',
      text: "export const q = () => db.query('DELETE FROM notification.mails');\nconst m = 'Select a journal';",
    },
  },
  'events-one-job': {
    breaks: {
      path: 'services/journals/src/events/journal-events.publisher.ts',
      text: "import { handleOnce, writeOutbox } from '@journal/events';\nhandleOnce(db, g, e, f);",
    },
    keeps: {
      path: 'services/journals/src/consumers/journal-events.handler.ts',
      text: "import { handleOnce } from '@journal/events';\nhandleOnce(db, g, e, f);\nrecordX(db);",
    },
  },
  'imports-run-down': {
    breaks: {
      path: 'services/submission/src/domain/anonymity/anonymity.service.ts',
      text: "import type { ReviewerCopyWorker } from '../../workers/reviewer-copy.worker';",
    },
    keeps: {
      path: 'services/submission/src/domain/anonymity/anonymity.service.ts',
      text: "import { recordX } from '../../events/x.publisher';\nimport { q } from '../../jobs/x-queue';",
    },
  },
  'repositories-are-functions': {
    breaks: {
      path: 'services/identity/src/repositories/users.repository.ts',
      text: 'export const usersRepository = {\n  async findById(db: Queryable, id: string) { return id; },\n};',
    },
    keeps: {
      path: 'services/identity/src/repositories/users.repository.ts',
      text: "export const COLUMNS = { id: 'id' };\nexport async function findById(db: Queryable, id: string) {}\nclass Local {}\nexport class GoneError extends Error {}",
    },
  },
};

describe('the layer checker', () => {
  it('has a fixture and an allow-list for every rule', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(RULES.map((rule) => rule.id).sort());
    expect(Object.keys(ALLOWED).sort()).toEqual(RULES.map((rule) => rule.id).sort());
  });

  it('reads imports of every form, and SQL in plain and template literals only', () => {
    const result = scan({
      path: 'x.ts',
      text: [
        "import a from 'a';",
        "import type { B } from 'b';",
        "export * from 'c';",
        "import d = require('d');",
        "const e = require('e');",
        "void import('f');",
        "const msg = 'Please select a journal, update your profile and delete from the list';",
        'const sql = `UPDATE x.y SET a = ${1}`;',
      ].join('\n'),
    });
    expect(result.imports).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.sql).toEqual(['UPDATE x.y SET a = ?']);
  });

  it('finds a repository written as a class', () => {
    const file = { path: 'services/x/src/repositories/x.repository.ts', text: 'export class XRepository {}' };
    expect(scan(file).objectExports).toEqual(['class XRepository']);
  });

  it.each(RULES.map((rule) => [rule.id, rule] as const))('%s fails on a deliberate violation', (id, rule) => {
    const { breaks, keeps } = FIXTURES[id]!;
    expect(rule.appliesTo(breaks.path)).toBe(true);
    expect(rule.check(breaks.path, scan(breaks)).length).toBeGreaterThan(0);
    expect(violations([keeps], [rule])[id]).toEqual({});
  });
});

describe.each(RULES.map((rule) => [rule.id, rule.title] as const))('layer rule %s: %s', (id) => {
  const allowed = ALLOWED[id] ?? [];

  it('is kept by every file outside its allow-list', () => {
    const breaking = Object.entries(found[id]!).filter(([file]) => !allowed.includes(file));
    expect(Object.fromEntries(breaking)).toEqual({});
  });

  it('lists only files that still break it (the list only shrinks)', () => {
    expect(allowed.filter((file) => !(file in found[id]!))).toEqual([]);
  });

  it('lists each file once, by path', () => {
    expect(new Set(allowed).size).toBe(allowed.length);
    expect(allowed.filter((file) => !/^[\w./-]+\.tsx?$/.test(file) || file.includes('*'))).toEqual([]);
  });
});

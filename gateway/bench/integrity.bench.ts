// Issue 44 item 4: the integrity check across a generated family of 10 journals and BENCH_SUBMISSIONS
// (default 50,000) papers on real Postgres (pg_trgm). Plants 50 duplicates (the same paper with a new title,
// its authors reordered, its abstract reworded and a few words of its text changed) and 50 near-misses (the
// same authors, another paper of their field), and draws 1,000 random pairs. Prints the recall on the
// duplicates, the share of near-misses and random pairs flagged, and the time of one check (p50/p95/max).
// Goals: recall >= 95 %, both false-positive rates <= 2 %, one check < 2 s; exits 1 when one is missed.
// The family is bulk-inserted by SQL (submissions and their fingerprints, as the worker would store them);
// each probe is checked by the service's own checkFingerprint (the candidates query and the match rule).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { runMigrations, type Pool } from '@journal/db';
import { createTestDatabase } from '@journal/testing';
import { checkFingerprint } from '../../services/submission/src/domain/integrity/integrity-check';
import { fingerprintOf } from '../../services/submission/src/domain/integrity/fingerprint';
import { isMatch } from '../../services/submission/src/domain/integrity/integrity-rules';
import { MIGRATIONS_DIR, SCHEMA } from '../../services/submission/src/repositories/schema';
import type { SubmissionRecord } from '../../services/submission/src/repositories/submission.types';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 50_000);
/** Characters of manuscript text per generated paper (the check keeps up to 20,000). */
const TEXT_CHARS = Number(process.env.BENCH_TEXT_CHARS ?? 4_000);
const PLANTED = 50;
const RANDOM_PAIRS = 1_000;
const JOURNALS = Array.from({ length: 10 }, (_, i) => `journal-${i + 1}`);
const GOALS = { recall: 0.95, falsePositives: 0.02, checkMs: 2_000 };

// A seeded generator (mulberry32, 32-bit integer arithmetic), so every run plants the same family.
let seed = 44;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const VOWELS = 'aeiou';
/** A pronounceable word of 4-10 letters (consonant-vowel pairs), so trigrams vary as in real prose. */
const word = () =>
  Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick([...LETTERS]) + pick([...VOWELS])).join('');
/** English's most frequent words, a third of every sentence (real prose shares them too). */
const COMMON =
  'the of and in a to is for we with that by on are from this as an be our which results at were was'.split(
    ' ',
  );
/** Each field has its own words (60 fields, 3,000 words each); papers of one field share them. */
const TOPICS = Array.from({ length: 60 }, () => Array.from({ length: 3_000 }, word));
/** Words of any field (30,000), a third of every sentence. */
const GENERAL = Array.from({ length: 30_000 }, word);
const FIRST = Array.from({ length: 300 }, word);
const FAMILY = Array.from({ length: 2_000 }, word);

function sentence(topic: string[], words: number): string {
  return (
    Array.from({ length: words }, (_, i) => pick(i % 3 === 0 ? topic : i % 3 === 1 ? COMMON : GENERAL)).join(
      ' ',
    ) + '.'
  );
}
function prose(topic: string[], chars: number): string {
  let out = '';
  while (out.length < chars) out += `${sentence(topic, 8 + Math.floor(random() * 12))} `;
  return out.slice(0, chars);
}
/** Rewords a share of the words with others of the field, and reorders the sentences. */
function reword(text: string, topic: string[], share: number): string {
  const sentences = text.split('. ').map((s) =>
    s
      .split(' ')
      .map((w) => (random() < share ? pick(topic) : w))
      .join(' '),
  );
  for (let i = sentences.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sentences[i], sentences[j]] = [sentences[j]!, sentences[i]!];
  }
  return sentences.join('. ');
}

interface Paper {
  id: string;
  journal: string;
  topic: number;
  title: string;
  abstract: string;
  keywords: string[];
  authors: { givenNames: string; familyName: string }[];
  text: string;
}

function newPaper(topicIndex = Math.floor(random() * TOPICS.length), authors?: Paper['authors']): Paper {
  const topic = TOPICS[topicIndex]!;
  return {
    id: randomUUID(),
    journal: JOURNALS[topicIndex % JOURNALS.length]!,
    topic: topicIndex,
    title: sentence(topic, 6 + Math.floor(random() * 6)).replace(/\.$/, ''),
    abstract: prose(topic, 900 + Math.floor(random() * 600)),
    keywords: Array.from({ length: 4 }, () => pick(topic)),
    authors:
      authors ??
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
        givenNames: pick(FIRST),
        familyName: pick(FAMILY),
      })),
    text: prose(topic, TEXT_CHARS),
  };
}

function recordOf(paper: Paper): SubmissionRecord {
  const [first, ...rest] = paper.authors;
  return {
    id: paper.id,
    paperTitle: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords,
    givenNames: first!.givenNames,
    familyName: first!.familyName,
    coAuthors: rest.map((a) => ({
      ...a,
      email: `${a.familyName}@example.org`,
      affiliation: null,
      orcid: null,
    })),
    fileVersion: 1,
  } as unknown as SubmissionRecord;
}

async function insert(pool: Pool, papers: Paper[]): Promise<void> {
  const prints = papers.map((p) => fingerprintOf(recordOf(p), p.text));
  await pool.query(
    `INSERT INTO submission.submissions (id, author_id, author_email, given_names, family_name, journal_id,
            paper_title, abstract, keywords, co_authors, status, submitted_at)
     SELECT id, gen_random_uuid(), 'author@example.org', g, f, j, t, a, string_to_array(k, ' '), c::jsonb,
            (ARRAY['submitted','under_review','rejected','published'])[1 + floor(random() * 4)::int],
            now() - random() * interval '900 days'
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS r(id, g, f, j, t, a, k, c)`,
    [
      papers.map((p) => p.id),
      papers.map((p) => p.authors[0]!.givenNames),
      papers.map((p) => p.authors[0]!.familyName),
      papers.map((p) => p.journal),
      papers.map((p) => p.title),
      papers.map((p) => p.abstract),
      papers.map((p) => p.keywords.join(' ')),
      papers.map((p) => JSON.stringify(recordOf(p).coAuthors)),
    ],
  );
  await pool.query(
    `INSERT INTO submission.integrity_fingerprints
       (submission_id, file_version, title, abstract, keywords, body, text_source, authors)
     SELECT id, 1, t, a, k, b, 'manuscript', string_to_array(au, '|')
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS r(id, t, a, k, b, au)`,
    [
      prints.map((p) => p.submissionId),
      prints.map((p) => p.title),
      prints.map((p) => p.abstract),
      prints.map((p) => p.keywords),
      prints.map((p) => p.body),
      prints.map((p) => p.authors.join('|')),
    ],
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

async function main(): Promise<number> {
  const db = await createTestDatabase();
  try {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const started = performance.now();
    const family: Paper[] = [];
    for (let n = 0; n < SUBMISSIONS; n += 1_000) {
      const batch = Array.from({ length: Math.min(1_000, SUBMISSIONS - n) }, () => newPaper());
      await insert(db.pool, batch);
      family.push(...batch);
    }
    await db.pool.query('ANALYZE submission.integrity_fingerprints');
    console.log(
      `family: ${JOURNALS.length} journals, ${SUBMISSIONS} papers with ${TEXT_CHARS} characters of text, generated and inserted in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const originals = Array.from({ length: PLANTED * 2 }, () => pick(family));
    const times: number[] = [];
    const check = async (probe: Paper) => {
      await insert(db.pool, [probe]);
      const t0 = performance.now();
      const found = await checkFingerprint(db.pool, fingerprintOf(recordOf(probe), probe.text));
      times.push(performance.now() - t0);
      return found;
    };

    let flaggedDuplicates = 0;
    for (const original of originals.slice(0, PLANTED)) {
      const topic = TOPICS[original.topic]!;
      const duplicate: Paper = {
        ...newPaper(original.topic),
        journal: pick(JOURNALS.filter((j) => j !== original.journal)),
        abstract: reword(original.abstract, topic, 0.3),
        keywords: original.keywords,
        authors: [...original.authors].reverse(),
        text: reword(original.text, topic, 0.1),
      };
      const found = await check(duplicate);
      if (found.some((m) => m.otherId === original.id)) flaggedDuplicates += 1;
    }
    let flaggedNearMisses = 0;
    for (const original of originals.slice(PLANTED)) {
      const nearMiss = newPaper(original.topic, [...original.authors].reverse());
      if ((await check(nearMiss)).length > 0) flaggedNearMisses += 1;
    }

    let flaggedPairs = 0;
    for (let n = 0; n < RANDOM_PAIRS; n++) {
      const [a, b] = [pick(family), pick(family)];
      if (a.id === b.id) continue;
      const { rows } = await db.pool.query<{ t: number; a: number; x: number; n: number }>(
        `SELECT public.similarity(x.title, y.title) AS t, public.similarity(x.abstract, y.abstract) AS a,
                public.similarity(x.body, y.body) AS x,
                cardinality(ARRAY(SELECT unnest(x.authors) INTERSECT SELECT unnest(y.authors)))::int AS n
           FROM submission.integrity_fingerprints x, submission.integrity_fingerprints y
          WHERE x.submission_id = $1 AND y.submission_id = $2`,
        [a.id, b.id],
      );
      const r = rows[0]!;
      if (isMatch({ otherId: b.id, title: r.t, abstract: r.a, text: r.x, sharedAuthors: r.n }))
        flaggedPairs += 1;
    }

    const recall = flaggedDuplicates / PLANTED;
    const nearMissRate = flaggedNearMisses / PLANTED;
    const pairRate = flaggedPairs / RANDOM_PAIRS;
    const sorted = [...times].sort((x, y) => x - y);
    const [p50, p95, max] = [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted[sorted.length - 1]!];
    console.log(
      `duplicates flagged (recall): ${flaggedDuplicates}/${PLANTED} = ${pct(recall)} (goal >= 95 %)`,
    );
    console.log(`near-misses flagged: ${flaggedNearMisses}/${PLANTED} = ${pct(nearMissRate)} (goal <= 2 %)`);
    console.log(`random pairs flagged: ${flaggedPairs}/${RANDOM_PAIRS} = ${pct(pairRate)} (goal <= 2 %)`);
    console.log(
      `one check at ${SUBMISSIONS} papers: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (goal < 2000 ms)`,
    );
    const ok =
      recall >= GOALS.recall &&
      nearMissRate <= GOALS.falsePositives &&
      pairRate <= GOALS.falsePositives &&
      max < GOALS.checkMs;
    return ok ? 0 : 1;
  } finally {
    await db.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

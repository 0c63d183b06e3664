import { z } from 'zod';
import { parseInput } from '../parse-input';

/** `GET /api/admin/journals/{slug}/reviewers?q=&forSubmission=` (issue 29, item 4). */
const poolQuerySchema = z.object({
  q: z
    .string({ error: 'The search must be text' })
    .trim()
    .max(200, 'The search must be at most 200 characters')
    .optional()
    .transform((v) => v || undefined),
  forSubmission: z
    .string({ error: 'forSubmission must be a submission id' })
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export type PoolQuery = z.output<typeof poolQuerySchema>;

export const parsePoolQuery = (query: unknown): PoolQuery => parseInput(poolQuerySchema, query);

import { z } from 'zod';

/** An author's answer to a proof, signed in or through a co-author's link (docs/api.md). */
export const proofAnswer = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('corrections'),
      corrections: z
        .string({ error: 'corrections are required' })
        .trim()
        .min(1, 'corrections are required')
        .max(20_000, 'corrections must be at most 20,000 characters'),
    }),
  ],
  { error: "decision must be 'approve' or 'corrections'" },
);

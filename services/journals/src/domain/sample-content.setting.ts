import { z } from 'zod';

/**
 * SAMPLE_CONTENT: what a first start stores. `spec` (the default) is SPEC.md's site: the ten sample
 * journals, their boards and the sample catalogues; `none` starts with no journal and no catalogue entry,
 * for a publisher who brings their own. Read once, on the first start of a database.
 */
export const sampleContentShape = {
  SAMPLE_CONTENT: z.enum(['spec', 'none'], { error: 'must be spec or none' }).default('spec'),
};

export type SampleContent = z.infer<(typeof sampleContentShape)['SAMPLE_CONTENT']>;

import { z } from 'zod';

/**
 * DOI_PREFIX, the site's DOI prefix (the same key and rule as the publishing service's): new journals
 * get it unless an administrator gives them their own.
 */
export const publishingDoiPrefixShape = {
  DOI_PREFIX: z
    .string()
    .regex(/^10\.\d{4,9}$/, 'must be a DOI prefix such as 10.5555')
    .default('10.5555'),
};

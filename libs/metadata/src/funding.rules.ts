import { checkRorId } from './ror-id';

/**
 * Funding and data availability (issue 42, item 8): what the author says with the paper and editors may
 * correct (the same rules for both edits), rendered in JATS `<funding-group>` and Crossref's FundRef.
 */
export interface Funding {
  funderName: string;
  /** `https://ror.org/...`, or null when the author gave none. */
  funderRorId: string | null;
  /** Grant or award numbers, in the author's order ([] when none). */
  awardIds: string[];
}

export const FUNDING_LIMITS = {
  funders: 20,
  funderName: 200,
  awardIds: 20,
  awardId: 100,
  dataAvailability: 5000,
} as const;

export const FUNDING_MESSAGES = {
  notList: 'Funding must be a JSON array of { funderName, funderRorId, awardIds }',
  tooManyFunders: `Please list at most ${FUNDING_LIMITS.funders} funders`,
  funderNameRequired: "Please enter the funder's name",
  funderNameTooLong: `A funder's name must be at most ${FUNDING_LIMITS.funderName} characters`,
  awardIdsNotList: 'Award numbers must be a list of text',
  tooManyAwardIds: `Please list at most ${FUNDING_LIMITS.awardIds} award numbers per funder`,
  awardIdTooLong: `An award number must be at most ${FUNDING_LIMITS.awardId} characters`,
  dataAvailabilityNotText: 'The data availability statement must be text',
  dataAvailabilityTooLong: 'The data availability statement must be at most 5,000 characters',
} as const;

/** Where a funding problem is: the funder's position and its field. */
export interface FundingProblem {
  message: string;
  index?: number;
  key?: keyof Funding;
}

export type CheckedFunding = { ok: true; value: Funding[] } | { ok: false; problem: FundingProblem };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list (or, from a multipart form, its JSON text; '' = none) of { funderName, funderRorId?, awardIds? }. */
export function checkFunding(raw: unknown): CheckedFunding {
  let list = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return { ok: true, value: [] };
    try {
      list = JSON.parse(raw) as unknown;
    } catch {
      return { ok: false, problem: { message: FUNDING_MESSAGES.notList } };
    }
  }
  if (!Array.isArray(list) || !list.every(isPlainObject))
    return { ok: false, problem: { message: FUNDING_MESSAGES.notList } };
  if (list.length > FUNDING_LIMITS.funders)
    return { ok: false, problem: { message: FUNDING_MESSAGES.tooManyFunders } };
  const funding: Funding[] = [];
  for (const [index, entry] of list.entries()) {
    const at = (key: keyof Funding, message: string): CheckedFunding => ({
      ok: false,
      problem: { message, index, key },
    });
    const name = typeof entry.funderName === 'string' ? entry.funderName.trim() : '';
    if (!name) return at('funderName', FUNDING_MESSAGES.funderNameRequired);
    if (name.length > FUNDING_LIMITS.funderName) return at('funderName', FUNDING_MESSAGES.funderNameTooLong);
    let funderRorId: string | null = null;
    const ror = entry.funderRorId;
    if (ror !== undefined && ror !== null && !(typeof ror === 'string' && !ror.trim())) {
      const checked = typeof ror === 'string' ? checkRorId(ror) : checkRorId('');
      if (!checked.ok) return at('funderRorId', checked.message);
      funderRorId = checked.value;
    }
    const awards = entry.awardIds ?? [];
    if (!Array.isArray(awards) || awards.some((a) => typeof a !== 'string'))
      return at('awardIds', FUNDING_MESSAGES.awardIdsNotList);
    const awardIds = (awards as string[]).map((a) => a.trim()).filter(Boolean);
    if (awardIds.length > FUNDING_LIMITS.awardIds) return at('awardIds', FUNDING_MESSAGES.tooManyAwardIds);
    if (awardIds.some((a) => a.length > FUNDING_LIMITS.awardId))
      return at('awardIds', FUNDING_MESSAGES.awardIdTooLong);
    funding.push({ funderName: name, funderRorId, awardIds });
  }
  return { ok: true, value: funding };
}

/** A data availability statement of up to 5,000 characters after trimming ('' = none); \r\n stored as \n. */
export function checkDataAvailability(
  raw: unknown,
): { ok: true; value: string } | { ok: false; message: string } {
  if (typeof raw !== 'string') return { ok: false, message: FUNDING_MESSAGES.dataAvailabilityNotText };
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length > FUNDING_LIMITS.dataAvailability)
    return { ok: false, message: FUNDING_MESSAGES.dataAvailabilityTooLong };
  return { ok: true, value: text };
}

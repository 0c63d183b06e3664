/**
 * The licences an editor may give an article: the Creative Commons 4.0 set and CC0, each with the
 * canonical URL that goes into the page, JSON-LD and the Crossref deposit. Open access means one of these.
 */
export const LICENCES = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC BY-NC 4.0': 'https://creativecommons.org/licenses/by-nc/4.0/',
  'CC BY-NC-SA 4.0': 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  'CC BY-ND 4.0': 'https://creativecommons.org/licenses/by-nd/4.0/',
  'CC BY-NC-ND 4.0': 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
} as const;

export type Licence = keyof typeof LICENCES;
export const LICENCE_CODES = Object.keys(LICENCES) as Licence[];
export const DEFAULT_LICENCE: Licence = 'CC BY 4.0';

export function isLicence(value: string): value is Licence {
  return Object.prototype.hasOwnProperty.call(LICENCES, value);
}

/** The licence's URL; a code stored before the list changed falls back to CC BY 4.0's. */
export function licenceUrl(code: string): string {
  return isLicence(code) ? LICENCES[code] : LICENCES[DEFAULT_LICENCE];
}

/** `{prefix}/{journal code}.{year}.{5-digit sequence}`, e.g. `10.5555/as.2026.00042`. */
export function formatDoi(prefix: string, code: string, year: number, sequence: number): string {
  return `${prefix}/${code}.${year}.${String(sequence).padStart(5, '0')}`;
}

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;

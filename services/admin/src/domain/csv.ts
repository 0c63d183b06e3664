/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab/CR before one) gets a leading
 * apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

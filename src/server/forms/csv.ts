/**
 * CSV of a form's submissions (issue 10), safe to open in a spreadsheet: RFC 4180 quoting, and a
 * cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return — OWASP's "CSV injection") is prefixed with an apostrophe, so it stays text.
 */

const FORMULA = /^[=+\-@\t\r]/;

/** One cell: neutralised if it could run as a formula, quoted when it has to be. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then the rows; CRLF line ends and a BOM so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/**
 * A cell as spreadsheet software reads it: a leading =, +, -, @, tab or carriage return starts
 * a formula in Excel, LibreOffice and Google Sheets ("=HYPERLINK(…)", "=cmd|' /C calc'!A0"), so
 * such a cell gets a leading apostrophe, which every one of them shows as text (OWASP's CSV
 * injection advice). Plain numbers ("-5", "-1.50") stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function safeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in the browser's locale (spec §9), e.g. "Nov 22, 2025" in en-US. A calendar date
 * ('2025-11-22') is read as that day here: `new Date('2025-11-22')` would be UTC midnight,
 * the day before west of Greenwich.
 */
export function formatDate(iso: string): string {
  const day = DATE_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/**
 * The words for an enum value from its table in src/strings (a status, a role); a value the app
 * does not know yet (a newer server) is shown capitalised rather than blank.
 */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value] : capitalize(value);
}

/** "owner" -> "Owner". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

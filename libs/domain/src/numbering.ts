/**
 * Document number patterns: a workspace may number its proposals and invoices by a
 * pattern such as `INV-{YYYY}-{SEQ:4}`. Without one, the spec's PROP-/INV-{timestamp} stays.
 *
 * Tokens: {YYYY} and {YY} (year), {MM} (month), {DD} (day), {SEQ} or {SEQ:n} (the sequence,
 * zero-padded to n digits). The sequence restarts with each period the pattern shows: yearly
 * with a year token, monthly with a month token too, never without a date.
 */
export const NumberingRules = {
  patternMax: 40,
  seqWidthMax: 10,
  /** Literal text around the tokens: what a document number may hold. */
  literal: /^[A-Za-z0-9 ._/#-]*$/,
} as const;

export const NumberingMessages = {
  noSequence: 'The pattern needs {SEQ} (or {SEQ:4} for 0001) so that each number is new.',
  unknownToken: (token: string) =>
    `Unknown part ${token}: use {YYYY}, {YY}, {MM}, {DD} and {SEQ} or {SEQ:n}.`,
  badText: 'Outside the braces, use letters, digits, spaces and . _ / # - only.',
  tooLong: `At most ${NumberingRules.patternMax} characters`,
  seqWidth: `{SEQ:n} pads to 1 to ${NumberingRules.seqWidthMax} digits.`,
  dayWithoutMonth: '{DD} needs {MM} and a year too, or numbers could repeat.',
  monthWithoutYear: '{MM} needs a year ({YYYY} or {YY}) too, or numbers could repeat.',
} as const;

/** What a new document's number field shows while the workspace's pattern will number it. */
export const NUMBER_ASSIGNED_ON_SAVE = 'Assigned on save';

/**
 * The number a document form sends: none while the field only says the pattern will assign it
 * (that placeholder is not a number, and the api refuses it as one), else what the field holds.
 */
export function numberToSend(fieldValue: string): string | undefined {
  return fieldValue === NUMBER_ASSIGNED_ON_SAVE ? undefined : fieldValue;
}

const TOKEN = /\{([^{}]*)\}/g;

type Part = { text: string } | { date: 'YYYY' | 'YY' | 'MM' | 'DD' } | { seq: number };

/** The pattern's parts, or the first thing wrong with it (a NumberingMessages text). */
export function parseNumberPattern(pattern: string): { parts: Part[] } | { error: string } {
  if (pattern.length > NumberingRules.patternMax) return { error: NumberingMessages.tooLong };
  const parts: Part[] = [];
  let at = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    const text = pattern.slice(at, match.index);
    if (text) parts.push({ text });
    const token = match[1];
    if (token === 'YYYY' || token === 'YY' || token === 'MM' || token === 'DD') {
      parts.push({ date: token });
    } else if (/^SEQ(:\d+)?$/.test(token)) {
      const width = token.includes(':') ? Number(token.slice(4)) : 1;
      if (width < 1 || width > NumberingRules.seqWidthMax)
        return { error: NumberingMessages.seqWidth };
      parts.push({ seq: width });
    } else {
      return { error: NumberingMessages.unknownToken(`{${token}}`) };
    }
    at = match.index + match[0].length;
  }
  if (pattern.slice(at)) parts.push({ text: pattern.slice(at) });
  for (const part of parts) {
    if ('text' in part && !NumberingRules.literal.test(part.text))
      return { error: NumberingMessages.badText };
  }
  if (!parts.some((part) => 'seq' in part)) return { error: NumberingMessages.noSequence };
  const dates = new Set(parts.flatMap((part) => ('date' in part ? [part.date] : [])));
  const year = dates.has('YYYY') || dates.has('YY');
  if (dates.has('MM') && !year) return { error: NumberingMessages.monthWithoutYear };
  if (dates.has('DD') && !(year && dates.has('MM')))
    return { error: NumberingMessages.dayWithoutMonth };
  return { parts };
}

/** The first thing wrong with a pattern, or null when it is good. */
export function numberPatternError(pattern: string): string | null {
  const parsed = parseNumberPattern(pattern);
  return 'error' in parsed ? parsed.error : null;
}

/**
 * The sequence's period for a pattern on a day (UTC 'YYYY-MM-DD'): '' (never restarts),
 * '2026' (yearly), '2026-11' (monthly) or '2026-11-25' (daily).
 */
export function numberPeriod(pattern: string, isoDay: string): string {
  const parsed = parseNumberPattern(pattern);
  if ('error' in parsed) throw new Error(parsed.error);
  const dates = new Set(parsed.parts.flatMap((part) => ('date' in part ? [part.date] : [])));
  if (dates.has('DD')) return isoDay;
  if (dates.has('MM')) return isoDay.slice(0, 7);
  if (dates.has('YYYY') || dates.has('YY')) return isoDay.slice(0, 4);
  return '';
}

/** The number the pattern makes for a sequence value on a day: `INV-{YYYY}-{SEQ:4}` → INV-2026-0007. */
export function formatDocumentNumber(pattern: string, seq: number, isoDay: string): string {
  const parsed = parseNumberPattern(pattern);
  if ('error' in parsed) throw new Error(parsed.error);
  const [year, month, day] = isoDay.split('-');
  return parsed.parts
    .map((part) => {
      if ('text' in part) return part.text;
      if ('seq' in part) return String(seq).padStart(part.seq, '0');
      return { YYYY: year, YY: year.slice(2), MM: month, DD: day }[part.date];
    })
    .join('');
}

import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@dealdraft/domain';

/**
 * The few words of each document language the offline reader needs to skim a brief: how a list
 * is joined, who the work is "for", and the words around deliverables that are not deliverables
 * (a date, a place, a count of hours, "travel included", "50 % deposit"). Rules only, no model.
 */
interface BriefWords {
  /** Frequent short words, to tell which language a brief is written in. */
  common: string[];
  /** Words that join list items: "und", "et", "y". */
  and: string[];
  /** The preposition before who the work is for: "für", "pour". */
  for: string[];
  /** Prepositions before a place name: "in Potsdam", "à Lyon". */
  at: string[];
  months: string[];
}

const WORDS: Record<DocumentLanguage, BriefWords> = {
  en: {
    common: 'the and for with of a an our we to on is are need'.split(' '),
    and: ['and', '&', 'plus'],
    for: ['for'],
    at: ['in', 'at'],
    months:
      'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(
        ' ',
      ),
  },
  de: {
    common: 'und für mit der die das ein eine einen wir unsere unser am im von zu ist sind'.split(
      ' ',
    ),
    and: ['und', 'sowie', '&', 'plus'],
    for: ['für'],
    at: ['in', 'im', 'bei'],
    months:
      'januar februar märz april mai juni juli august september oktober november dezember jan feb mär apr jun jul aug sep sept okt nov dez'.split(
        ' ',
      ),
  },
  fr: {
    common: 'et pour avec le la les des un une nous notre nos de du est sont'.split(' '),
    and: ['et', 'ainsi que', '&'],
    for: ['pour'],
    at: ['à', 'en'],
    months:
      'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
        ' ',
      ),
  },
  es: {
    common: 'y para con el la los las un una unos nuestro nuestra de del es son necesitamos'.split(
      ' ',
    ),
    and: ['y', 'e', '&'],
    for: ['para'],
    at: ['en'],
    months:
      'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre'.split(
        ' ',
      ),
  },
  pt: {
    common: 'e para com o os as um uma nosso nossa de do da dos das é são precisamos'.split(' '),
    and: ['e', '&'],
    for: ['para'],
    at: ['em', 'no', 'na'],
    months:
      'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(
        ' ',
      ),
  },
  it: {
    common: 'e per con il lo la gli le un una nostro nostra di del della è sono abbiamo'.split(' '),
    and: ['e', 'ed', '&'],
    for: ['per'],
    at: ['a', 'in'],
    months:
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
        ' ',
      ),
  },
  nl: {
    common: 'en voor met de het een onze ons van op is zijn we wij nodig'.split(' '),
    and: ['en', '&'],
    for: ['voor'],
    at: ['in', 'te'],
    months:
      'januari februari maart april mei juni juli augustus september oktober november december'.split(
        ' ',
      ),
  },
  pl: {
    common: 'i dla z na w oraz nasz nasza nasze do od jest są potrzebujemy'.split(' '),
    and: ['i', 'oraz', '&'],
    for: ['dla'],
    at: ['w', 'we'],
    months:
      'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień'.split(
        ' ',
      ),
  },
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const ALL = (pick: (words: BriefWords) => string[]) => [
  ...new Set(DOCUMENT_LANGUAGES.flatMap((language) => pick(WORDS[language]))),
];

/** Letters of any of the eight languages, for \b-free word edges. */
const L = '\\p{L}';

/**
 * The language a brief is written in: the one whose common words it uses most, the document's
 * language on a tie (a brief of names and nouns says nothing).
 */
export function briefLanguage(project: string, fallback: DocumentLanguage): DocumentLanguage {
  const words = project.toLowerCase().split(/[^\p{L}&]+/u);
  let best = fallback;
  let bestScore = 0;
  for (const language of [fallback, ...DOCUMENT_LANGUAGES.filter((l) => l !== fallback)]) {
    const common = new Set(WORDS[language].common);
    const score = words.filter((word) => common.has(word)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

export const andWords = (language: DocumentLanguage) => WORDS[language].and;
export const forWords = (language: DocumentLanguage) => WORDS[language].for;

/** "für Anna": a for-word of the brief's language starting a phrase. */
export function forPattern(language: DocumentLanguage): RegExp {
  return new RegExp(`^(?:${anyOf(WORDS[language].for)})\\s+(.+)$`, 'iu');
}

const MONTHS = anyOf(ALL((words) => words.months));
const DAY = '\\d{1,2}(?:st|nd|rd|th|er|\\.|º)?';
const YEAR = '\\d{4}';
/** A date as people write it in a brief: "12 June 2027", "am 12. Juni 2027", "June 12th", "2027-06-12". */
const DATE_CORE = [
  `${DAY}\\s+(?:(?:of|de)\\s+)?(?:${MONTHS})\\.?(?:,?\\s+(?:de\\s+)?${YEAR})?`,
  `(?:${MONTHS})\\.?\\s+${DAY}(?:,?\\s+${YEAR})?`,
  `\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}`,
  `${YEAR}-\\d{2}-\\d{2}`,
].join('|');
const DATE_PREPOSITION = '(?:on|the|am|an|le|el|em|il|op|dnia|w\\s+dniu)';
const DATE = new RegExp(
  `(?:^|\\s)(?:${DATE_PREPOSITION}\\s+)?(?:${DATE_CORE})(?=$|[\\s,.;:!?)])`,
  'giu',
);

/** Removes dates from a phrase: "Anna & Jonas am 12. Juni 2027 in Potsdam" → "Anna & Jonas in Potsdam". */
export function withoutDates(text: string): string {
  return text.replace(DATE, ' ').replace(/\s+/g, ' ').trim();
}

export const hasDate = (text: string) => new RegExp(DATE.source, 'iu').test(text);

const PLACE = new RegExp(
  `\\s+(?:${anyOf(ALL((words) => words.at))})\\s+\\p{Lu}[${L}'-]*(?:\\s+\\p{Lu}[${L}'-]*)*$`,
  'u',
);

/** "Anna & Jonas in Potsdam" → "Anna & Jonas": a place at the end of who the work is for. */
export function withoutPlace(text: string): string {
  return text.replace(PLACE, '').trim();
}

/**
 * Words that say something comes at no extra charge: "travel included", "inklusive Anfahrt",
 * "frais de déplacement compris". Such an item is a condition, never a line or a price. (English
 * "including" stays a list word: "a website including a blog" names two deliverables.)
 */
const INCLUDED = new RegExp(
  `(?:^|[^${L}])(?:included|inclusive|incl\\.?|at no extra (?:cost|charge)|free of charge|inklusive|inkl\\.?|inbegriffen|enthalten|einschließlich|inclus|incluse|inclusa|compris|comprise|sans frais|incluido|incluida|incluidos|incluidas|incluído|incluída|incluídos|incluídas|incluso|inclusi|inclusive|compreso|compresa|compresi|inbegrepen|inclusief|w cenie|wliczon[${L}]*|włącznie)(?=$|[^${L}])`,
  'iu',
);
export const saysIncluded = (text: string) => INCLUDED.test(text);

const DEPOSIT_WORDS =
  'deposit|down payment|downpayment|upfront|advance payment|retainer|anzahlung|vorauszahlung|vorkasse|acompte|arrhes|anticipo|señal|adelanto|sinal|entrada|caparra|acconto|aanbetaling|voorschot|zaliczk[a-ząęy]*|zadat[a-ząęy]*|przedpłat[a-ząęy]*';
const PERCENT =
  '(\\d{1,3}(?:[.,]\\d{1,2})?)\\s*(?:%|percent|per cent|prozent|pour cent|por ciento|por cento|per cento|procent)';
const DEPOSIT_AFTER = new RegExp(`${PERCENT}(?:\\s+[${L}-]+){0,3}?\\s+(?:${DEPOSIT_WORDS})`, 'iu');
const DEPOSIT_BEFORE = new RegExp(
  `(?:${DEPOSIT_WORDS})(?:\\s+[${L}:-]+){0,3}?\\s+${PERCENT}`,
  'iu',
);
const DEPOSIT_WORD = new RegExp(`(?:^|[^${L}])(?:${DEPOSIT_WORDS})(?=$|[^${L}])`, 'iu');

/** The deposit a brief names, in percent: "50 % Anzahlung" → 50, "deposit of 30%" → 30. */
export function depositIn(text: string): number | null {
  const match = DEPOSIT_AFTER.exec(text) ?? DEPOSIT_BEFORE.exec(text);
  if (!match) return null;
  const percent = Number(match[1].replace(',', '.'));
  return percent > 0 && percent <= 100 ? percent : null;
}

/** Any item that speaks of a deposit is a payment term, not a deliverable. */
export const saysDeposit = (text: string) => DEPOSIT_WORD.test(text);

/**
 * Nouns after a count that measure a deliverable (its hours, pages, guests, square metres)
 * rather than name one: "10 hours", "40 Seiten", "120 invités" qualify the line they belong to.
 */
const UNITS = [
  // English
  'hours?|hrs?|h|minutes?|mins?|days?|weeks?|months?|pages?|words?|guests?|people|persons?|participants?|attendees?|seats?|covers?|sq ?ft|square (?:metres|meters|feet)|m²|m2|metres?|meters?|km|kilometres?|kilometers?|miles?',
  // German
  'stunden?|std\\.?|minuten|tage?n?|wochen?|monate?n?|seiten?|wörter[n]?|gäste[n]?|personen|teilnehmer(?:innen)?|quadratmeter|qm|kilometer',
  // French
  'heures?|jours?|semaines?|mois|mots?|invités?|personnes?|couverts?|mètres?',
  // Spanish, Portuguese
  'horas?|minutos?|días?|dias?|semanas?|meses|páginas?|palabras?|palavras?|invitados?|convidados?|personas?|pessoas?|participantes?|comensales|metros?',
  // Italian
  'ore|minuti|giorni|settimane|mesi|pagine|parole|ospiti|persone|partecipanti|coperti|metri',
  // Dutch
  "uur|uren|minuten|dagen|weken|maanden|pagina'?s|woorden|gasten|personen|deelnemers|vierkante meter",
  // Polish
  'godzin[ay]?|minut|dni|dzień|tygodni|miesięcy|stron[y]?|słów|gości|osób|osoby|uczestników|metrów',
].join('|');
const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|un|une|deux|trois|quatre|cinq|dos|tres|cuatro|cinco|um|uma|duas|três|quatro|uno|due|tre|quattro|cinque|een|twee|drie|vier|vijf|jeden|dwa|trzy|cztery|pięć';
const COUNT = `(?:\\d+(?:[.,]\\d+)?|${NUMBER_WORD})`;
/** "10 Stunden Reportage", "10 hours of coverage": a measure first, then the work it measures. */
const MEASURE_FIRST = new RegExp(
  `^(${COUNT}\\s*(?:${UNITS}))(?=$|[^${L}])(?:\\s+(?:of|an|de|d'|di|van|z|ze))?\\s*(.*)$`,
  'iu',
);

/**
 * Splits a leading measure off an item: "10 Stunden Reportage" → ["10 Stunden", "Reportage"];
 * "40 pages" → ["40 pages", ""]; "Logo design" → null.
 */
export function leadingMeasure(text: string): [string, string] | null {
  const match = MEASURE_FIRST.exec(text.trim());
  return match ? [match[1], match[2].trim()] : null;
}

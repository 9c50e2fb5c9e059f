import { DocumentRules, DraftRules, type DocumentLanguage } from '@dealdraft/domain';
import {
  andWords,
  forPattern,
  forWords,
  leadingMeasure,
  saysDeposit,
  saysIncluded,
  withoutDates,
  withoutPlace,
} from './brief-language';

/** One thing the brief asks for, in its own words. */
export interface Deliverable {
  /** The line's description: "Logo design", "Packaging design, per blend". */
  description: string;
  /** The deliverable without its count, for the title: "Packaging design". */
  name: string;
  /** How the scope lists it: "Packaging design for 4 new blends". */
  scope: string;
  quantity: number;
  /** Hours the brief gives it ("10 Stunden"), for a catalogue item priced by the hour. */
  hours: number | null;
}

/** What the offline engine takes from a brief. */
export interface BriefReading {
  deliverables: Deliverable[];
  /** Who the work is for, from the brief's first "for …": "a small organic tea shop". */
  audience: string | null;
  /** The umbrella a brief names before a colon: "Full kitchen renovation: cabinets, …". */
  heading: string | null;
  /** What the brief says comes at no extra charge, in its words: "Anfahrt inklusive". */
  included: string[];
}

/** Counts up to this many become the line's quantity; larger ones stay in its description. */
const QUANTITY_MAX = 12;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NUMBER = `(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Plural nouns after a number that count time or people, not deliverables. */
const NOT_DELIVERABLE_COUNTS = new Set(
  'seconds minutes hours days weeks months years people guests employees staff users customers visitors members students children kids clients locations stores shops'.split(
    ' ',
  ),
);

/** Nouns that name a kind of work, shared by the items before them: "logo and packaging design". */
export const WORK_NOUNS = new Set(
  'design redesign development photography writing copywriting translation migration setup audit management editing production research optimisation optimization strategy work services support maintenance installation renovation cleaning painting consulting training coaching planning illustration bookkeeping accounting reporting integration testing'.split(
    ' ',
  ),
);

/** Leading verbs and the noun their items take ("translate our website" → "Website translation"). */
const VERBS: Record<string, string | null> = {
  design: 'design',
  redesign: 'redesign',
  develop: 'development',
  translate: 'translation',
  migrate: 'migration',
  move: 'migration',
  renovate: 'renovation',
  refurbish: 'refurbishment',
  photograph: 'photography',
  shoot: 'photography',
  film: 'filming',
  edit: 'editing',
  proofread: 'proofreading',
  audit: 'audit',
  optimise: 'optimisation',
  optimize: 'optimization',
  manage: 'management',
  'set up': 'setup',
  install: 'installation',
  paint: 'painting',
  clean: 'cleaning',
  repair: 'repair',
  refresh: 'refresh',
  update: 'update',
  plan: 'planning',
  illustrate: 'illustration',
  review: 'review',
  // The object itself is the deliverable: "build a booking app" → "Booking app".
  build: null,
  create: null,
  make: null,
  write: null,
  produce: null,
  deliver: null,
  provide: null,
  prepare: null,
  do: null,
  get: null,
  have: null,
  run: null,
  handle: null,
  file: null,
  organise: null,
  organize: null,
};
const VERB = new RegExp(
  `^(${Object.keys(VERBS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\s+`,
  'i',
);

/** Openers that carry no meaning ("We need …", "Also …", "Looking for …"). */
const FILLERS = [
  /^(?:also|plus|and|then|finally|additionally|as well as|on top of that)\b,?\s*/i,
  /^(?:we|i|they|the client|our client|client)(?:'d| would)? (?:like|want|wants|need|needs|require|requires|are looking for|am looking for|is looking for)\s+(?:to\s+)?/i,
  /^(?:looking for|please|help with|need|needs|we need|i need)\s+/i,
  /^(?:a|an|the|some|our|my|their|your|its)\s+/i,
];

/**
 * A list's separators: commas, "and", "&", "plus", "with", "including", "as well as". The
 * captured word tells whether the items after it are more of the same (and, including) or
 * features of the last one (with), which do not take its verb.
 */
const SEPARATOR =
  /\s*,\s*(?:(and|or|plus|with|including)\s+)?|\s+(and|&|plus|with|including|as well as|along with|together with)\s+/i;

/**
 * Where a deliverable's words end and its context starts: "packaging design | for a tea shop",
 * "app | to book classes" ("to" before a lower-case word is a purpose; "to Shopify" is not).
 */
const CONTEXT =
  /\s+(?=(?:for|so that|so|that|which|who|because|by|before|until|within|ideally|asap)\b|to\s+[a-z])/;

/** Segments that set conditions rather than name work: "delivered as PDF", "by March". */
const CONDITION =
  /^(?:delivered|ready|done|finished|completed|due|starting|ideally|preferably|budget|deadline|by|before|within|in|on|at|asap|so|that|which|who|to)(?=[\s,]|$)/i;

/** Where a deliverable's core ends and its qualifier starts: "shop migration | from X to Y". */
const QUALIFIER = /\s+(?=(?:from|into|in|of|on|about|across|between)\s|to\s+[A-Z])/;

/**
 * Reads a brief the way a person skims one: split it into clauses and list items, keep each
 * item's own words as a deliverable, take counts as quantities, and note who the work is for.
 * Rules only, no model: the same brief always reads the same way.
 */
export function readBrief(project: string, language: DocumentLanguage = 'en'): BriefReading {
  let heading: string | null = null;
  let audience: string | null = null;
  const deliverables: Deliverable[] = [];
  const included: string[] = [];
  const words = wordsOf(language);

  for (let clause of clausesOf(project)) {
    // "50 % Anzahlung bei Buchung" is a payment term, never a deliverable.
    if (saysDeposit(clause) && !clause.includes(':')) continue;
    const colon = clause.indexOf(':');
    if (colon > 0) {
      const before = stripFillers(clause.slice(0, colon), words);
      // "For our gym: …" says who it is for; "Full kitchen renovation: …" names the work.
      if (words.forStart.test(before)) audience ??= audienceOf(before, words);
      else if (before && !saysDeposit(before)) {
        // "Hochzeitsfotografie für Anna & Jonas am 12. Juni 2027 in Potsdam: …" is titled
        // without its date and place.
        const [what, context] = splitOnce(withoutDates(before), words.context);
        heading ??= [what, withoutPlace(context)].filter(Boolean).join(' ') || null;
        audience ??= audienceOf(context, words);
      }
      clause = clause.slice(colon + 1).trim();
    }
    const items = itemsOf(stripFillers(clause, words), words, included).map((item) => ({
      ...item,
      english: words.language === 'en',
    }));
    for (const item of items) audience ??= audienceOf(item.context, words);
    if (words.language === 'en') shareHeads(items);
    for (const item of items) {
      const deliverable = toDeliverable(item);
      if (
        deliverable &&
        !deliverables.some(
          (d) => d.description.toLowerCase() === deliverable.description.toLowerCase(),
        )
      )
        deliverables.push(deliverable);
    }
  }
  return {
    deliverables: deliverables.slice(0, DraftRules.linesMax),
    audience,
    heading,
    included,
  };
}

/** The reader's patterns for the language a brief is written in. */
interface ReaderWords {
  language: DocumentLanguage;
  separator: RegExp;
  context: RegExp;
  /** "für Anna & Jonas": who the work is for, captured. */
  forStart: RegExp;
  fillers: RegExp[];
  /** Prepositions that open a continuation rather than an item: "de 3 brochures". */
  continues: RegExp;
  /** The separators that mean "with": "mit", "avec", "met". */
  withWords: RegExp;
}

/** "with" in each language, and the words after which it names a feature, not an item. */
const WITH: Record<DocumentLanguage, string> = {
  en: 'with',
  de: 'mit',
  fr: 'avec',
  es: 'con',
  pt: 'com',
  it: 'con',
  nl: 'met',
  pl: 'z|ze',
};
const CONTINUES: Record<DocumentLanguage, string> = {
  en: '(?!)',
  de: 'von|vom|der|des',
  fr: "de|du|des|d'",
  es: 'de|del',
  pt: 'de|do|da|dos|das',
  it: 'di|del|della|dei|degli|delle',
  nl: 'van',
  pl: '(?!)',
};

/** Articles and possessives that open an item in each language: "eine Online-Galerie". */
const ARTICLES: Record<DocumentLanguage, string> = {
  en: 'a|an|the|some|our|my|their|your|its',
  de: 'ein|eine|einen|einem|einer|der|die|das|den|unsere|unser|unseren|unserer',
  fr: "un|une|le|la|les|des|du|notre|nos|l'",
  es: 'un|una|unos|unas|el|la|los|las|nuestro|nuestra|nuestros|nuestras',
  pt: 'um|uma|uns|umas|o|os|as|nosso|nossa|nossos|nossas',
  it: "un|uno|una|il|lo|la|gli|le|i|nostro|nostra|nostri|nostre|l'",
  nl: 'een|de|het|onze|ons',
  pl: 'nasz|nasza|nasze|naszą',
};

function wordsOf(language: DocumentLanguage): ReaderWords {
  if (language === 'en')
    return {
      language,
      separator: SEPARATOR,
      context: CONTEXT,
      forStart: forPattern('en'),
      fillers: FILLERS,
      continues: /(?!)/,
      withWords: /^(?:with|along with|together with)$/i,
    };
  const and = andWords(language).join('|');
  return {
    language,
    // Two groups, as in SEPARATOR, so the split's parts keep their stride of three.
    // "mit 40 Seiten", "met webshop" split too (a count then measures the item before it), but
    // not "con il team": a "with" before an article names a feature of the item.
    separator: new RegExp(
      `\\s*,\\s*(?:(${and}|${WITH[language]})\\s+)?|\\s+(${and}|${WITH[language]}(?!\\s+(?:${ARTICLES[language]})\\s))\\s+`,
      'iu',
    ),
    continues: new RegExp(`^(?:${CONTINUES[language]})(?:\\s|(?<=')(?=\\p{L}))`, 'iu'),
    withWords: new RegExp(`^(?:${WITH[language]})$`, 'iu'),
    context: new RegExp(`\\s+(?=(?:${forWords(language).join('|')})\\s)`, 'iu'),
    forStart: forPattern(language),
    fillers: [new RegExp(`^(?:${ARTICLES[language]})(?:\\s+|(?<=')(?=\\p{L}))`, 'iu')],
  };
}

interface Item {
  /** The words naming the deliverable, count included: "4 blog articles". */
  words: string;
  /** What follows them: "for a small organic tea shop launching 4 new blends". */
  context: string;
  /** The kind of work the verb before it names: "translate …" → "translation". */
  nominal: string | null;
  /** Counts that measure it, in the brief's words: "10 Stunden", "40 pages". */
  measures: string[];
  english?: boolean;
}

function clausesOf(project: string): string[] {
  return (
    project
      // Asides in brackets are notes, not deliverables.
      .replace(/\s*\([^)]*\)/g, '')
      .split(/[;\n•]+|(?<=[A-Za-z)])[.!?](?=\s|$)|\s+-\s+/)
      // Bullets and list numbers ("- ", "2. ", "3) "), not counts ("3 videos").
      .map((clause) => clause.replace(/^(?:[\s*–-]+|\d+[.)]\s+)+/, '').trim())
      .filter((clause) => /[a-z]/i.test(clause))
  );
}

function stripFillers(text: string, words?: ReaderWords): string {
  let rest = text.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const filler of words?.fillers ?? FILLERS) {
      const next = rest.replace(filler, '');
      if (next !== rest) {
        rest = next.trim();
        changed = true;
      }
    }
  }
  return rest.replace(/[\s,.:;!?-]+$/, '');
}

function itemsOf(clause: string, reader: ReaderWords, included: string[]): Item[] {
  const items: Item[] = [];
  // "delivery and fitting included" is one condition: the whole comma-separated part goes, before
  // its "and" could make "delivery" a line.
  const kept = clause.split(/\s*,\s*/).filter((segment) => {
    if (saysDeposit(segment)) return false;
    if (!saysIncluded(segment)) return true;
    included.push(upperFirst(stripFillers(segment, reader)));
    return false;
  });
  const parts = kept.join(', ').split(reader.separator);
  // split() with capture groups interleaves the text with each separator's two groups.
  let nominal: string | null = null;
  /** A measure that came before any item ("10 hours, album …") waits for the next one. */
  let pending: string[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    const separator = (parts[index - 2] ?? parts[index - 1] ?? '').toLowerCase();
    if (separator === 'with' || separator === 'along with' || separator === 'together with')
      nominal = null;
    let text = stripFillers(parts[index] ?? '', reader);
    // A deposit is a payment term; "travel included" is a condition of the price: neither is a line.
    if (saysDeposit(text)) continue;
    if (saysIncluded(text)) {
      included.push(upperFirst(text));
      continue;
    }
    const verb = reader.language === 'en' ? VERB.exec(text) : null;
    if (verb) {
      nominal = VERBS[verb[1].toLowerCase()];
      text = stripFillers(text.slice(verb[0].length), reader);
    }
    if (!text) continue;
    const previous = items[items.length - 1];
    // "Traduction de notre site web et de 3 brochures": an item that opens with a preposition
    // continues the one before it.
    if (previous && separator && reader.continues.test(text)) {
      const [more, context] = splitOnce(text, reader.context);
      previous.words = `${previous.words} ${separator} ${more}`;
      previous.context ||= context;
      continue;
    }
    // "Anna and Jonas on 12 June 2027 in Potsdam": a name after "for Anna" continues who it is for.
    if (
      previous &&
      separator &&
      !/^with|,/.test(separator) &&
      /^\p{Lu}/u.test(text) &&
      /(?:^|\s)\p{Lu}\p{Ll}+$/u.test(withoutPlace(withoutDates(previous.context))) &&
      reader.forStart.test(previous.context)
    ) {
      previous.context = `${previous.context} ${separator} ${text}`;
      continue;
    }
    // A count of hours or pages measures the item it belongs to: "10 hours", "40 Seiten"; so
    // does any count after "with": "com 30 produtos".
    const counted = reader.withWords.test(separator) ? /^\d+\s+\p{L}+$/u.exec(text) : null;
    const measure = counted ? ([counted[0], ''] as [string, string]) : leadingMeasure(text);
    if (measure) {
      const [count, rest] = measure;
      if (!rest) {
        if (previous) previous.measures.push(count);
        else pending.push(count);
        continue;
      }
      pending.push(count);
      text = stripFillers(rest, reader);
    }
    const [found, context] = splitOnce(text, reader.context);
    // "Wedding on 12 June in Potsdam" is the wedding; a date or a place alone is no deliverable.
    const words = withoutPlace(withoutDates(found));
    if (!/\p{L}{2}/u.test(words)) continue;
    // "for iOS and Android", "into Spanish and French": a lone name continues the last item.
    if (previous && /^[A-Z][a-z]+$/.test(words) && reader.language === 'en') {
      const joined = `${previous.context || previous.words} and ${text}`;
      if (previous.context) previous.context = joined;
      else previous.words = joined;
      continue;
    }
    if (CONDITION.test(words)) continue;
    items.push({ words, context, nominal, measures: pending });
    pending = [];
  }
  return items;
}

/**
 * "logo and packaging design" is two designs; "translate the website and the catalogue" is
 * two translations. Short items without a kind of work take the one named after them, or the
 * clause's verb.
 */
function shareHeads(items: Item[]): void {
  for (let i = 0; i < items.length; i++) {
    const [core, qualifier] = splitOnce(items[i].words, QUALIFIER);
    if (WORK_NOUNS.has(lastWord(core).toLowerCase())) continue;
    const head = items[i].nominal ?? sharedHead(items, i);
    if (!head) continue;
    // "Migration of 350 products" reads; "350 products migration" does not.
    const joined = /^\d+\s/.test(core)
      ? `${head} of ${items[i].words}`
      : `${core} ${head}${qualifier ? ` ${qualifier}` : ''}`;
    items[i] = { ...items[i], words: joined };
  }
}

/** Too general to share: "tiling, plumbing and electrical work" is not "tiling work". */
const OWN_HEADS = new Set(['work', 'services', 'support', 'production']);

/** The kind of work a later item in the same list names, for a one- or two-word item. */
function sharedHead(items: Item[], index: number): string | null {
  const core = splitOnce(items[index].words, QUALIFIER)[0];
  if (core.split(/\s+/).length > 2 || items[index].context) return null;
  for (const later of items.slice(index + 1)) {
    const head = lastWord(splitOnce(later.words, QUALIFIER)[0]);
    if (WORK_NOUNS.has(head.toLowerCase()))
      return OWN_HEADS.has(head.toLowerCase()) ? null : head.toLowerCase();
    // "iOS and Android app": a platform's name takes the thing it is for.
    if (/^[a-z]*[A-Z]/.test(core) && !/\s/.test(core) && later === items[index + 1])
      return head.toLowerCase();
  }
  return null;
}

function toDeliverable(item: Item): Deliverable | null {
  const measured = measureDeliverable(item);
  if (!measured || item.measures.length === 0) return measured;
  const measures = ` (${item.measures.join(', ')})`;
  const hours = item.measures.map((measure) => HOURS.exec(measure)).find(Boolean);
  return {
    ...measured,
    hours: hours ? Number(hours[1].replace(',', '.')) : null,
    description: clipWords(`${measured.description}${measures}`, DocumentRules.lineDescriptionMax),
    scope: `${measured.scope}${measures}`,
  };
}

const HOURS =
  /^(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h|stunden?|std\.?|heures?|horas?|ore|uur|uren|godzin[ay]?)$/iu;

function measureDeliverable(item: Item): Deliverable | null {
  let words = item.words;
  let quantity = 1;
  let perUnit: string | null = null;
  let count: string | null = null;

  const leading = new RegExp(`^(${NUMBER})\\s+(?!-)(.+)$`, 'i').exec(words);
  if (leading && !NOT_DELIVERABLE_COUNTS.has(lastWord(leading[2]).toLowerCase())) {
    const n = numberOf(leading[1]);
    if (n > 1 && n <= QUANTITY_MAX) {
      quantity = n;
      words = leading[2];
    }
  } else {
    // A count in the context ("packaging design for … 4 new blends") is the item's quantity.
    const counted = new RegExp(
      `(?:^|\\s)(${NUMBER})\\s+((?:[a-z-]+\\s+){0,2}?([a-z]+s))\\b`,
      'i',
    ).exec(item.context);
    if (counted && !NOT_DELIVERABLE_COUNTS.has(counted[3].toLowerCase())) {
      const n = numberOf(counted[1]);
      count = `${counted[1]} ${counted[2]}`;
      if (n > 1 && n <= QUANTITY_MAX) {
        quantity = n;
        perUnit = singularLast(counted[3]);
      }
    }
  }
  const name = upperFirst(words.replace(/\s+/g, ' ').trim());
  if (!/[a-z]{2}/i.test(name)) return null;
  // A line with a quantity is priced per unit: "Blog post" × 5.
  const description = perUnit
    ? `${name}, per ${perUnit}`
    : count
      ? `${name} (${count})`
      : quantity > 1
        ? singularCore(name)
        : name;
  const scope = count
    ? item.english === false
      ? `${name} (${count})`
      : `${name} for ${count}`
    : quantity > 1
      ? `${upperFirst(item.words.trim())}`
      : name;
  return {
    description: clipWords(description, DocumentRules.lineDescriptionMax),
    name,
    scope,
    quantity,
    hours: null,
  };
}

/** "a small organic tea shop launching 4 new blends" → "a small organic tea shop". */
function audienceOf(context: string, words: ReaderWords): string | null {
  const match = words.forStart.exec(withoutPlace(withoutDates(context)));
  if (!match) return null;
  const phrase = match[1]
    .split(/\s+(?=(?:to|that|which|who|with|so|by|before|within|and\s+\d)\b)|,/)[0]
    .split(/\s+(?=[a-z]+ing\b)/)[0]
    .trim();
  // "for our Instagram" is the client speaking of themselves: it does not title a proposal.
  if (!/^(?:a|an|the)\s|^[A-Z]|^[a-z]+[A-Z]/.test(phrase) || /^\d/.test(phrase)) return null;
  return phrase.split(/\s+/).length <= 8 ? phrase : null;
}

/** The kind of work a deliverable's name ends in, before any qualifier: "Website translation" → "translation". */
export function headOf(name: string): string {
  return lastWord(splitOnce(name, QUALIFIER)[0]).toLowerCase();
}

/** "Shop migration from X to Y" → ["Shop migration", "from X to Y"]. */
export const splitQualifier = (name: string) => splitOnce(name, QUALIFIER);

function splitOnce(text: string, at: RegExp): [string, string] {
  const match = at.exec(text);
  if (!match) return [text.trim(), ''];
  return [text.slice(0, match.index).trim(), text.slice(match.index).trim()];
}

function numberOf(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

const lastWord = (text: string) => text.trim().split(/\s+/).pop() ?? '';

/** "Blog articles about X" → "Blog article about X". */
function singularCore(name: string): string {
  const [core, qualifier] = splitOnce(name, QUALIFIER);
  return qualifier ? `${singularLast(core)} ${qualifier}` : singularLast(core);
}

/** "blog articles" → "blog article", for a line priced per unit. */
function singularLast(text: string): string {
  const words = text.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const singular = /ies$/i.test(last)
    ? last.replace(/ies$/i, 'y')
    : /(?:ch|sh|x|ss|z)es$/i.test(last)
      ? last.replace(/es$/i, '')
      : /[^s]s$/i.test(last)
        ? last.slice(0, -1)
        : last;
  return [...words, singular].join(' ');
}

export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SMALL_WORDS = new Set(
  'a an the and or nor but for of to in on at by from into with per via as about'.split(' '),
);

/** "logo design and one-page website for a small tea shop" → "Logo Design and One-Page Website for a Small Tea Shop". */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      // Names keep their own capitals: iOS, WooCommerce, SEO.
      if (/[A-Z]/.test(word.slice(1)) || /^[a-z]+[A-Z]/.test(word)) return word;
      return word
        .split('-')
        .map((part) => upperFirst(part))
        .join('-');
    })
    .join(' ');
}

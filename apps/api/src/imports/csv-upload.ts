import {
  ErrorCode,
  IMPORT_FIELDS,
  ImportKind,
  ImportMessages,
  ImportRules,
} from '@dealdraft/domain';
import { CsvError, type Options, parse } from 'csv-parse';
import { AppError } from '../common/errors/app-error';
import { yieldToLoop } from '../common/time-slice';

const M = ImportMessages;

/** A file's rows as read: `headers` from its first row, each data row with its row number. */
export interface CsvTable {
  headers: string[];
  /** 1-based, as a spreadsheet numbers rows: the header is row 1, the first data row is 2. */
  rowNumbers: number[];
  rows: string[][];
}

/** Field key → column index (0-based), or null for a field left out. */
export type ColumnMapping = Record<string, number | null>;

const invalid = (message: string) => new AppError(ErrorCode.ValidationFailed, message);

/**
 * Reads an uploaded CSV: UTF-8 (a byte order mark is fine), separated by commas, semicolons
 * (Excel in much of Europe) or tabs, with a header row. Refuses, with a message the user can
 * act on, what is not that: another encoding, a binary file, a header that is data, no rows,
 * more rows than one import takes, or quotes that do not close.
 */
export async function readCsv(bytes: Buffer): Promise<CsvTable> {
  if (bytes.length > ImportRules.maxBytes)
    throw new AppError(ErrorCode.PayloadTooLarge, M.tooLarge);
  const text = decodeUtf8(bytes);
  if (text.trim() === '') throw invalid(M.empty);

  let records: string[][];
  try {
    records = await parseSliced(text, {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      // Empty lines still count as rows, so row numbers match the spreadsheet's; dropped below.
      skip_empty_lines: false,
      // One row past the limit is enough to know the file is too long.
      to: ImportRules.maxRows + 2,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const row = (error as CsvError & { records?: number }).records ?? 0;
      throw invalid(M.unreadable(row + 1, csvProblem(error.code)));
    }
    throw error;
  }

  const [header = [], ...data] = records;
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    rows.push(cells);
    rowNumbers.push(index + 2);
  });
  if (rows.length > ImportRules.maxRows) throw invalid(M.tooManyRows);

  const headers = trimHeaders(header, rows);
  if (rows.length === 0) throw invalid(M.noRows);
  return {
    headers,
    rowNumbers,
    rows: rows.map((cells) => headers.map((_, column) => cells[column] ?? '')),
  };
}

/** Characters parsed between two turns of the event loop: a few milliseconds of work. */
const PARSE_CHUNK = 16 * 1024;

/**
 * csv-parse fed in chunks with a turn of the event loop between them: a 5 MB file parsed in one
 * call held the loop for most of a second while every other request waited.
 */
async function parseSliced(text: string, options: Options): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse(options);
  parser.on('readable', () => {
    let record: string[] | null;
    while ((record = parser.read() as string[] | null) !== null) records.push(record);
  });
  let failed = false;
  const done = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failed = true;
      reject(error);
    });
  });
  // Awaited below; until then a refusal must not count as unhandled.
  done.catch(() => undefined);
  for (let at = 0; at < text.length && !failed && !parser.writableEnded; at += PARSE_CHUNK) {
    parser.write(text.slice(at, at + PARSE_CHUNK));
    await yieldToLoop();
  }
  if (!failed && !parser.writableEnded) parser.end();
  await done;
  return records;
}

/** The mapping a user would choose: each field to the first free column named like it. */
export function suggestMapping(kind: ImportKind, headers: string[]): ColumnMapping {
  const folded = headers.map(foldHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const column = folded.findIndex(
      (name, index) => !taken.has(index) && field.headers.includes(name),
    );
    mapping[field.key] = column === -1 ? null : column;
    if (column !== -1) taken.add(column);
  }
  return mapping;
}

/** "E-mail address" → "emailaddress": how header names are compared. */
export function foldHeader(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function decodeUtf8(bytes: Buffer): string {
  // UTF-16 (Excel's "Unicode text") starts with its own byte order mark.
  const utf16 =
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (utf16) throw invalid(M.notUtf8);
  let text: string;
  try {
    // ignoreBOM: false drops a leading UTF-8 byte order mark.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid(M.notUtf8);
  }
  // A NUL never occurs in text: this is a binary file (a spreadsheet, a zip) that happens to decode.
  if (text.includes('\u0000')) throw invalid(M.notUtf8);
  return text;
}

/** The separator the header line uses most, outside quotes. */
function guessDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char]++;
  }
  return Object.entries(counts).reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * The header names, trimmed. A header with no name is refused where its column holds data, and
 * dropped where it does not (a trailing separator). A header that looks like data (an e-mail,
 * a number) means the file has no header row.
 */
function trimHeaders(header: string[], rows: string[][]): string[] {
  const names = header.map((name) => name.trim());
  let width = names.length;
  while (width > 0 && names[width - 1] === '' && rows.every((cells) => !cells[width - 1]?.trim()))
    width--;
  const headers = names.slice(0, width);
  const blank = headers.findIndex((name) => name === '');
  if (blank !== -1) throw invalid(M.blankHeader(blank + 1));
  if (
    headers.length === 0 ||
    headers.some((name) => name.includes('@') || /^[\d.,\s$€£-]+$/.test(name))
  )
    throw invalid(M.noHeader);
  return headers;
}

function csvProblem(code: string): string {
  switch (code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quote is not closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a closing quote is followed by other characters';
    default:
      return 'it is not valid CSV';
  }
}

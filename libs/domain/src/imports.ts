/**
 * CSV imports of clients and catalogue items: upload, preview with a column mapping
 * and per-row errors, then all rows or none. The same words serve the API and the web.
 */
export const IMPORT_KINDS = ['clients', 'items'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const ImportRules = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** Rows of the file shown under the mapping. */
  previewRows: 10,
  /** Row errors sent back at once; the count says how many there are in all. */
  errorsShown: 100,
  /** An uploaded file waits this long for its import. */
  keepSeconds: 60 * 60,
  cellMax: 10_000,
} as const;

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Header names (folded: lower case, letters and digits only) that map to the field. */
  headers: readonly string[];
}

const field = (key: string, label: string, headers: string[], required = false): ImportField => ({
  key,
  label,
  required,
  headers,
});

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  clients: [
    field(
      'name',
      'Name',
      ['name', 'client', 'clientname', 'fullname', 'contact', 'contactname'],
      true,
    ),
    field('company', 'Company', [
      'company',
      'companyname',
      'organization',
      'organisation',
      'business',
    ]),
    field('email', 'E-mail', ['email', 'emailaddress', 'mail', 'primaryemail']),
    field('ccEmails', 'CC e-mails', ['cc', 'ccemails', 'ccemail', 'otheremails']),
    field('address', 'Address', ['address', 'street', 'billingaddress', 'postaladdress']),
    field('phone', 'Phone', ['phone', 'telephone', 'tel', 'phonenumber', 'workphone']),
    field('mobile', 'Mobile', ['mobile', 'cell', 'mobilephone', 'cellphone']),
    field('fax', 'Fax', ['fax', 'faxnumber']),
    field('taxNumber', 'Tax number', [
      'taxnumber',
      'taxid',
      'vat',
      'vatnumber',
      'vatid',
      'ein',
      'gst',
      'abn',
      'businessnumber',
    ]),
    field('notes', 'Notes', ['notes', 'note', 'comments', 'comment']),
    // The client's defaults for new documents, as the clients export writes them (EUR, de).
    field('currency', 'Currency', ['currency', 'currencycode', 'defaultcurrency']),
    field('language', 'Language', [
      'language',
      'languagecode',
      'lang',
      'locale',
      'documentlanguage',
    ]),
  ],
  items: [
    field('name', 'Name', ['name', 'item', 'itemname', 'product', 'service', 'title'], true),
    field('description', 'Description', ['description', 'details']),
    field('unitPrice', 'Unit price', ['unitprice', 'price', 'rate', 'cost', 'amount'], true),
    field('unit', 'Unit', ['unit', 'per']),
    field('defaultQuantity', 'Default quantity', ['defaultquantity', 'quantity', 'qty']),
  ],
};

/** What a row's kind is called in a sentence. */
export const IMPORT_NOUNS: Record<ImportKind, { one: string; many: string }> = {
  clients: { one: 'client', many: 'clients' },
  items: { one: 'item', many: 'items' },
};

const mb = ImportRules.maxBytes / 1024 / 1024;

export const ImportMessages = {
  previewed: 'File read: check the columns and rows, then import',
  checked: 'Rows checked',
  imported: (count: number, kind: ImportKind) =>
    `Imported ${count} ${count === 1 ? IMPORT_NOUNS[kind].one : IMPORT_NOUNS[kind].many}`,
  notFound: 'This upload has expired or was already imported. Upload the file again.',
  notCsv: 'Upload the file as CSV (text/csv).',
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${mb} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${ImportRules.maxRows.toLocaleString('en-US')} rows. Split it into smaller files.`,
  notUtf8:
    'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and upload it again.',
  unreadable: (row: number, reason: string) =>
    `Row ${row} could not be read (${reason}). Check its quotes and separators.`,
  noHeader:
    'The first row must name the columns (for example Name, E-mail, Company); it looks like data.',
  blankHeader: (column: number) => `Column ${column} has no name in the first row.`,
  noRows: 'The file has a header row but no rows to import.',
  unmapped: (label: string) => `Choose the column that holds ${label}.`,
  columnTwice: 'Each column can fill only one field.',
  noSuchColumn: 'The mapping names a column the file does not have.',
  rowsHaveErrors: (count: number) =>
    `${count === 1 ? '1 row has an error' : `${count} rows have errors`}; nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and import again.`,
  formula: (start: string) =>
    `Starts with "${start}", which a spreadsheet runs as a formula. Remove it, or the formula.`,
  emailTwice: (row: number) => `Row ${row} has the same e-mail; each client needs its own.`,
  notANumber: 'Please enter a number, like 120 or 120.50',
  noSuchRow: 'A fix names a row the file does not have.',
  noSuchField: 'Not a field of this import.',
} as const;

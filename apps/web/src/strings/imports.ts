/** The CSV import dialog (components/imports). */
export const imports = {
  /** The dialog's title; the placeholder is the plural noun from the domain ("clients"). */
  title: (nouns: string) => `Import ${nouns} from CSV`,
  /** The description before a file is read; maxRows is formatted here. */
  description: (maxRows: number) =>
    `A CSV file (UTF-8) with a header row, up to ${maxRows.toLocaleString('en-US')} rows. Nothing is saved until you check the preview and import.`,
  /** The description once the file is read. */
  previewDescription: (rowCount: number) =>
    `${rowCount} ${rowCount === 1 ? 'row' : 'rows'} read. Check which column fills each field and fix the rows marked below; nothing is saved until you import.`,
  failed: 'The import could not be completed. Please try again.',
  chooseFile: 'Choose a CSV file',
  reading: 'Reading the file',
  /** Heading of the cells to fix; only the first `shown` are listed. */
  cellsToFix: (count: number, shown: number) =>
    (count === 1 ? '1 cell needs a fix' : `${count} cells need a fix`) +
    (count > shown ? ` (first ${shown} shown)` : ''),
  /** Names a cell to fix, e.g. "Row 3, Email". */
  cellLabel: (row: number, column: string) => `Row ${row}, ${column}`,
  columns: 'Columns',
  /** The column select's label; the placeholder is the field's label. */
  columnFor: (field: string) => `Column for ${field}`,
  /** The column select's empty choice. */
  notImported: 'Not imported',
  sampleLabel: 'First rows of the file',
  row: 'Row',
  checkAgain: 'Check again',
  importing: 'Importing',
  /** The import button; the nouns come from the domain ("client" / "clients"). */
  importRows: (count: number, nouns: { one: string; many: string }) =>
    `Import ${count} ${count === 1 ? nouns.one : nouns.many}`,
};

import { IMPORT_FIELDS, ImportMessages, type ImportKind } from '@dealdraft/domain';
import { NativeSelect } from '@/components/ui/NativeSelect';
import type { ColumnMapping } from '@/lib/imports-api';
import { strings } from '@/strings';

const t = strings.imports;

type ImportColumnMappingProps = {
  kind: ImportKind;
  /** The file's column headings, in order. */
  headers: string[];
  mapping: ColumnMapping;
  busy: boolean;
  onChoose: (field: string, value: string) => void;
};

/** Which of the file's columns fills each field, and the first required field left without one. */
export function ImportColumnMapping({
  kind,
  headers,
  mapping,
  busy,
  onChoose,
}: ImportColumnMappingProps) {
  const fields = IMPORT_FIELDS[kind];
  const missing = unmappedFields(kind, mapping);
  return (
    <>
      <fieldset className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t.columns}</legend>
        {fields.map((field) => (
          <label key={field.key} className="grid min-w-0 gap-1 text-sm">
            <span>
              {field.label}
              {field.required && <span className="text-destructive"> *</span>}
            </span>
            <NativeSelect
              value={mapping[field.key] ?? ''}
              disabled={busy}
              aria-label={t.columnFor(field.label)}
              onChange={(event) => onChoose(field.key, event.target.value)}
            >
              <option value="">{t.notImported}</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header}
                </option>
              ))}
            </NativeSelect>
          </label>
        ))}
      </fieldset>
      {missing.length > 0 && (
        <p className="text-sm text-destructive">{ImportMessages.unmapped(missing[0].label)}</p>
      )}
    </>
  );
}

/** The required fields no column fills yet: the import cannot run while there is one. */
export function unmappedFields(kind: ImportKind, mapping: ColumnMapping) {
  return IMPORT_FIELDS[kind].filter((f) => f.required && (mapping[f.key] ?? null) === null);
}

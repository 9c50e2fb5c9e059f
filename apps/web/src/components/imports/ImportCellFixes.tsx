import type { CellFix, RowError } from '@/lib/imports-api';
import { Input } from '@/components/ui/Input';
import { strings } from '@/strings';
import { fixKey } from './useImportFlow';

const t = strings.imports;

type ImportCellFixesProps = {
  /** Names the list's heading: `${headingId}`. */
  headingId: string;
  errors: RowError[];
  /** All the file's refused cells; `errors` may be the first of them only. */
  errorCount: number;
  fixes: Record<string, CellFix>;
  onFix: (error: RowError, value: string) => void;
};

/** The cells the api refused, each with its reason and a box to type the fix in. */
export function ImportCellFixes({
  headingId,
  errors,
  errorCount,
  fixes,
  onFix,
}: ImportCellFixesProps) {
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium text-destructive">
        {t.cellsToFix(errorCount, errors.length)}
      </h3>
      <ul className="grid max-h-80 gap-2 overflow-y-auto">
        {errors.map((error) => {
          const key = fixKey(error.row, error.field);
          const label = t.cellLabel(error.row, error.column);
          return (
            <li key={key} className="grid gap-1 rounded-lg border p-2 text-sm">
              <span>
                <span className="font-medium">{label}:</span> {error.message}
              </span>
              <Input
                aria-label={label}
                aria-invalid={fixes[key] === undefined}
                defaultValue={error.value}
                onChange={(event) => onFix(error, event.target.value)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import {
  IMPORT_FIELDS,
  IMPORT_NOUNS,
  ImportMessages,
  ImportRules,
  type ImportKind,
} from '@dealdraft/domain';
import { CircleAlertIcon, FileUpIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import {
  ImportRequestError,
  runImport,
  uploadImport,
  type CellFix,
  type ColumnMapping,
  type ImportPreview,
  type RowError,
} from '@/lib/imports-api';
import { strings } from '@/strings';

const t = strings.imports;

type Props = {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  /** After a successful import: refresh the list. */
  onImported: () => void;
};

const fixKey = (row: number, field: string) => `${row}:${field}`;

/**
 * Import CSV: choose a file; the api reads it and suggests which column fills which field; the
 * user checks the mapping and the first rows, fixes the cells the api named, and imports:
 * every row, or (while a row fails) none.
 */
export function ImportDialog({ kind, open, onClose, onImported }: Props) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [errors, setErrors] = useState<RowError[]>([]);
  const [errorCount, setErrorCount] = useState(0);
  const [fixes, setFixes] = useState<Record<string, CellFix>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const nouns = IMPORT_NOUNS[kind];
  const fields = IMPORT_FIELDS[kind];

  const reset = () => {
    setPreview(null);
    setMapping({});
    setErrors([]);
    setErrorCount(0);
    setFixes({});
    setProblem('');
  };
  const close = () => {
    reset();
    onClose();
  };
  const fail = (error: unknown) => {
    if (error instanceof ImportRequestError && error.check) {
      setErrors(error.check.errors);
      setErrorCount(error.check.errorCount);
    }
    setProblem(error instanceof ImportRequestError && error.message ? error.message : t.failed);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    reset();
    if (file.size > ImportRules.maxBytes) return setProblem(ImportMessages.tooLarge);
    setBusy(true);
    try {
      const read = await uploadImport(kind, file, session.token());
      setPreview(read);
      setMapping(read.mapping);
      setErrors(read.errors);
      setErrorCount(read.errorCount);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const run = async (step: 'check' | 'commit', nextMapping = mapping) => {
    if (!preview) return;
    setBusy(true);
    setProblem('');
    try {
      const result = await runImport(
        preview.id,
        step,
        { mapping: nextMapping, fixes: Object.values(fixes) },
        session.token(),
      );
      if (step === 'commit') {
        notify.success(result.message);
        onImported();
        close();
        return;
      }
      setErrors(result.check!.errors);
      setErrorCount(result.check!.errorCount);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const chooseColumn = (field: string, value: string) => {
    const next = { ...mapping, [field]: value === '' ? null : Number(value) };
    setMapping(next);
    void run('check', next);
  };

  const missing = fields.filter((f) => f.required && (mapping[f.key] ?? null) === null);
  const rowCount = preview?.rowCount ?? 0;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t.title(nouns.many)}</DialogTitle>
          <DialogDescription>
            {preview ? t.previewDescription(rowCount) : t.description(ImportRules.maxRows)}
          </DialogDescription>
        </DialogHeader>

        {!preview && (
          <div className="grid gap-2">
            <Label htmlFor={fileId}>{t.chooseFile}</Label>
            <Input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => void upload(event.target.files?.[0])}
            />
            {busy && <Spinner label={t.reading} className="size-5" />}
          </div>
        )}

        {problem && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem}
          </p>
        )}

        {preview && (
          <>
            {errors.length > 0 && (
              <section aria-labelledby={`${fileId}-errors`} className="grid gap-2">
                <h3 id={`${fileId}-errors`} className="text-sm font-medium text-destructive">
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
                          onChange={(event) =>
                            setFixes((current) => ({
                              ...current,
                              [key]: {
                                row: error.row,
                                field: error.field,
                                value: event.target.value,
                              },
                            }))
                          }
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
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
                    onChange={(event) => chooseColumn(field.key, event.target.value)}
                  >
                    <option value="">{t.notImported}</option>
                    {preview.headers.map((header, index) => (
                      <option key={index} value={index}>
                        {header}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
              ))}
            </fieldset>
            {missing.length > 0 && (
              <p className="text-sm text-destructive">
                {ImportMessages.unmapped(missing[0].label)}
              </p>
            )}

            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-left text-xs" aria-label={t.sampleLabel}>
                <thead className="bg-muted/60">
                  <tr>
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      {t.row}
                    </th>
                    {preview.headers.map((header, index) => (
                      <th
                        key={index}
                        scope="col"
                        className="px-2 py-1.5 font-medium whitespace-nowrap"
                      >
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.sample.map((line) => (
                    <tr key={line.row} className="border-t">
                      <td className="px-2 py-1.5 text-muted-foreground">{line.row}</td>
                      {line.cells.map((cell, index) => (
                        <td key={index} className="max-w-48 truncate px-2 py-1.5" title={cell}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={busy}>
            {strings.common.cancel}
          </Button>
          {preview && errors.length > 0 && (
            <Button variant="outline" onClick={() => void run('check')} disabled={busy}>
              {t.checkAgain}
            </Button>
          )}
          {preview && (
            <Button onClick={() => void run('commit')} disabled={busy || missing.length > 0}>
              {busy ? (
                <Spinner label={t.importing} className="size-4" />
              ) : (
                <FileUpIcon aria-hidden />
              )}
              {t.importRows(rowCount, nouns)}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

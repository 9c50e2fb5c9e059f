import { ImportMessages, ImportRules, type ImportKind } from '@dealdraft/domain';
import { useState } from 'react';
import {
  ImportRequestError,
  runImport,
  uploadImport,
  type CellFix,
  type ColumnMapping,
  type ImportPreview,
  type RowError,
} from '@/lib/imports-api';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.imports;

export const fixKey = (row: number, field: string) => `${row}:${field}`;

/**
 * An import's steps against the api: upload the file, check again with a new mapping or fixed
 * cells, commit. Holds what the dialog shows between them; `close` forgets it all.
 */
export function useImportFlow(kind: ImportKind, onImported: () => void, onClose: () => void) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [errors, setErrors] = useState<RowError[]>([]);
  const [errorCount, setErrorCount] = useState(0);
  const [fixes, setFixes] = useState<Record<string, CellFix>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

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

  const fix = (error: RowError, value: string) =>
    setFixes((current) => ({
      ...current,
      [fixKey(error.row, error.field)]: { row: error.row, field: error.field, value },
    }));

  return {
    preview,
    mapping,
    errors,
    errorCount,
    fixes,
    problem,
    busy,
    close,
    upload,
    run,
    chooseColumn,
    fix,
  };
}

import { IMPORT_NOUNS, ImportRules, type ImportKind } from '@dealdraft/domain';
import { CircleAlertIcon, FileUpIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { ImportCellFixes } from './ImportCellFixes';
import { ImportColumnMapping, unmappedFields } from './ImportColumnMapping';
import { ImportSample } from './ImportSample';
import { useImportFlow } from './useImportFlow';

const t = strings.imports;

type Props = {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  /** After a successful import: refresh the list. */
  onImported: () => void;
};

/**
 * Import CSV: choose a file; the api reads it and suggests which column fills which field; the
 * user checks the mapping and the first rows, fixes the cells the api named, and imports:
 * every row, or (while a row fails) none.
 */
export function ImportDialog({ kind, open, onClose, onImported }: Props) {
  const flow = useImportFlow(kind, onImported, onClose);
  const { preview, errors, busy, close } = flow;
  const fileId = useId();
  const nouns = IMPORT_NOUNS[kind];
  const missing = unmappedFields(kind, flow.mapping);
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
              onChange={(event) => void flow.upload(event.target.files?.[0])}
            />
            {busy && <Spinner label={t.reading} className="size-5" />}
          </div>
        )}

        {flow.problem && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {flow.problem}
          </p>
        )}

        {preview && (
          <>
            {errors.length > 0 && (
              <ImportCellFixes
                headingId={`${fileId}-errors`}
                errors={errors}
                errorCount={flow.errorCount}
                fixes={flow.fixes}
                onFix={flow.fix}
              />
            )}
            <ImportColumnMapping
              kind={kind}
              headers={preview.headers}
              mapping={flow.mapping}
              busy={busy}
              onChoose={flow.chooseColumn}
            />
            <ImportSample preview={preview} />
          </>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={busy}>
            {strings.common.cancel}
          </Button>
          {preview && errors.length > 0 && (
            <Button variant="outline" onClick={() => void flow.run('check')} disabled={busy}>
              {t.checkAgain}
            </Button>
          )}
          {preview && (
            <Button onClick={() => void flow.run('commit')} disabled={busy || missing.length > 0}>
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

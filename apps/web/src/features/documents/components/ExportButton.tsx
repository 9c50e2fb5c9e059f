import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { downloadExport, FileRequestError } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.documents;

/** Downloads the workspace's CSV export; a refusal is toasted with the api's reason. */
export function ExportButton({ file }: { file: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(file, session.token());
    } catch (error) {
      notify.error(
        error instanceof FileRequestError && error.message ? error.message : t.export.failed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" disabled={busy} onClick={() => void run()}>
      <DownloadIcon aria-hidden />
      {t.export.button}
    </Button>
  );
}

import { useState } from 'react';
import { messageOr } from '@/lib/api-errors';
import { fetchFile, openPendingTab, saveFile } from '@/lib/download';
import { notify } from '@/lib/toast';
import type { PdfMode } from '../components/DocumentRowActions';

type PdfActionsOptions<T> = {
  mode: PdfMode;
  /** A signed, 5-minute URL of the document's PDF; `preview` renders the trial's watermarked one. */
  link: (item: T, preview: boolean) => Promise<string>;
  filename: (item: T) => string;
  messages: { downloaded: string; failed: string };
};

export type PdfActions<T> = {
  mode: PdfMode;
  run: (item: T) => Promise<void>;
  /** The record whose download is under way, if any. */
  busyId: string | null;
};

/**
 * A list row's PDF action: download (paid plans) or preview in a new tab (any plan), with the
 * spec's toasts.
 */
export function usePdfActions<T extends { id: string }>({
  mode,
  link,
  filename,
  messages,
}: PdfActionsOptions<T>): PdfActions<T> {
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  async function download(item: T): Promise<void> {
    setDownloadingId(item.id);
    try {
      saveFile(await fetchFile(await link(item, false)), filename(item));
      notify.success(messages.downloaded);
    } catch (error) {
      notify.error(messageOr(error, messages.failed));
    } finally {
      setDownloadingId(null);
    }
  }

  async function preview(item: T): Promise<void> {
    const tab = openPendingTab();
    try {
      tab.open(await link(item, true));
    } catch (error) {
      tab.close();
      notify.error(messageOr(error, messages.failed));
    }
  }

  return {
    mode,
    run: (item: T) => (mode === 'download' ? download(item) : preview(item)),
    busyId: downloadingId,
  };
}

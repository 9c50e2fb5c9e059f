/** A file request the api refused; `message` is the api's own, when it sent one. */
export class FileRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FileRequestError';
  }
}

/** The spec's envelope message of a refused request, or '' when the body is not one. */
async function envelopeMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

/** GETs a file (a signed PDF link needs no Authorization header; an export sends the token). */
export async function fetchFile(url: string, token?: string | null): Promise<Blob> {
  const response = await (token
    ? fetch(url, { headers: { authorization: `Bearer ${token}` } })
    : fetch(url));
  if (!response.ok) throw new FileRequestError(await envelopeMessage(response), response.status);
  return response.blob();
}

/** Hands `blob` to the browser's download manager as `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads one of the workspace's CSV exports (`clients.csv`, `proposals.csv`, …) under the
 * name the api gives it, today's date included.
 */
export async function downloadExport(file: string, token: string | null): Promise<void> {
  const blob = await fetchFile(`/api/exports/${file}`, token);
  saveFile(
    blob,
    `dealdraft-${file.replace(/\.csv$/, '')}-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export type PendingTab = { open: (url: string) => void; close: () => void };

/**
 * Opens a blank tab now, while the click still counts as the user's (popup blockers only allow
 * that), to show a URL that is still being fetched.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The page shown there must not be able to navigate this one (what `noopener` would do,
  // but that would also withhold the handle needed to point the tab at the URL).
  if (tab) tab.opener = null;
  return {
    open(url) {
      // The blank tab has no base URL of its own to resolve a relative one against.
      const absolute = new URL(url, window.location.href).href;
      if (tab) tab.location.replace(absolute);
      else window.open(absolute, '_blank', 'noopener');
    },
    close: () => tab?.close(),
  };
}

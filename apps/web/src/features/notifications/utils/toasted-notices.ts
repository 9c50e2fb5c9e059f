import { readLocalSetting, writeLocalSetting } from '@/lib/local-setting';

/** Notices this browser has shown as toasts, so a reload does not toast them again. */
export const TOASTED_NOTICES_KEY = 'dealdraft-toasted-notices';
/** The newest ids kept: more than the api ever answers unseen at once (20). */
const KEPT = 100;

function read(): string[] {
  try {
    const ids: unknown = JSON.parse(readLocalSetting(TOASTED_NOTICES_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // A value that is not JSON (written by hand, or by an older build): none remembered.
    return [];
  }
}

export function wasToasted(id: string): boolean {
  return read().includes(id);
}

export function rememberToasted(ids: string[]): void {
  const kept = [...read().filter((id) => !ids.includes(id)), ...ids].slice(-KEPT);
  // Where storage is unavailable (privacy modes), a reload may toast a notice once more.
  writeLocalSetting(TOASTED_NOTICES_KEY, JSON.stringify(kept));
}

/**
 * A choice kept in this browser's local storage. Storage can be unavailable (privacy modes):
 * then nothing is read and the choice lasts for this visit only.
 */
export function readLocalSetting(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Unavailable: the choice lasts for this visit only.
  }
}

/**
 * Search keys: lowercase, accents dropped, so "zazolc" finds "Zażółć" and "cafe" finds "Café".
 * Stored in a `search_key` column under a trigram index (the clients and catalogue tables);
 * a LIKE on it needs no unaccent() at query time. With the database code, not in libs/domain nor
 * common/, because the migration that filled those columns uses it too, and migrations import
 * nothing above the database layer.
 */
const UNDECOMPOSED: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
};

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđðßæœþı]/g, (char) => UNDECOMPOSED[char])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search key of a record: its searchable texts, folded and joined. */
export function searchKey(...texts: (string | null | undefined)[]): string {
  return foldForSearch(texts.filter(Boolean).join(' '));
}

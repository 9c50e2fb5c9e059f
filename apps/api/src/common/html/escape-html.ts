const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every user value goes through here before it touches the template. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** Escaped, with line breaks kept (addresses, terms). */
export function escapeMultiline(value: string | null | undefined): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

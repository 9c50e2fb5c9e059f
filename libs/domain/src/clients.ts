import { DocumentRules } from './documents';

/**
 * Clients: the people and businesses a workspace bills. A document keeps its own copy
 * of the client's details as issued, so editing a client never rewrites a document.
 */
export const ClientRules = {
  nameMax: DocumentRules.textMax,
  /** CC addresses besides the primary e-mail. */
  ccMax: 10,
  notesMax: 5000,
  pageSizeMax: 100,
  /** Suggestions shown while typing a client's name in a document. */
  suggestionsMax: 8,
} as const;

export const ClientMessages = {
  notFound: 'Client not found',
  emailTaken: 'A client with this e-mail address already exists.',
  hasDocuments:
    'This client has proposals or invoices, so it cannot be deleted. Archive the client instead.',
  listed: 'Clients retrieved successfully',
  fetched: 'Client retrieved successfully',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  deleted: 'Client deleted successfully',
  archived: 'Client archived',
  restored: 'Client restored',
  tooManyCc: `At most ${ClientRules.ccMax} CC addresses`,
} as const;

/** Languages a document can be written in: the PDF, client page and e-mails. */
export const DOCUMENT_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const ClientDefaultsMessages = {
  currency: 'Choose a currency by its ISO 4217 code, like EUR or USD',
  language: `Choose one of ${DOCUMENT_LANGUAGES.join(', ')}`,
} as const;

/** The clients screen's own words (the api's messages come from @dealdraft/domain). */
export const ClientCopy = {
  loadFailed: 'Failed to load clients',
  loadMoreFailed: 'Failed to load more clients',
  saveFailed: 'Failed to save the client. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
  created: 'Client created',
  updated: 'Client updated',
  archived: 'Client archived',
  restored: 'Client restored',
  deleted: 'Client deleted',
  documentsFailed: 'Failed to load the documents of this client',
  exportFailed: 'Failed to export the clients. Please try again.',
} as const;

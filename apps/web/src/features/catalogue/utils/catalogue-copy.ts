/** The catalogue screen's own words (the api's messages come from @dealdraft/domain). */
export const CatalogueCopy = {
  loadFailed: 'Failed to load items',
  loadMoreFailed: 'Failed to load more items',
  saveFailed: 'Failed to save the item. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
  created: 'Item created',
  updated: 'Item updated',
  archived: 'Item archived',
  restored: 'Item restored',
  deleted: 'Item deleted',
} as const;

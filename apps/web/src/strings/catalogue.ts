/** The catalogue of items. */
export const catalogue = {
  title: 'Catalogue',
  description: "Services and products you bill often: pick them in a document's lines.",
  /** Toasts and error panels. */
  messages: {
    loadFailed: 'Failed to load items',
    loadMoreFailed: 'Failed to load more items',
    saveFailed: 'Failed to save the item. Please try again.',
    created: 'Item created',
    updated: 'Item updated',
    archived: 'Item archived',
    restored: 'Item restored',
    deleted: 'Item deleted',
  },
  importCsv: 'Import CSV',
  newItem: 'New item',
  searchPlaceholder: 'Search items...',
  searchLabel: 'Search items',
  sortLabel: 'Sort items',
  /** The sort select's choices. */
  sorts: {
    nameAsc: 'Name (A–Z)',
    nameDesc: 'Name (Z–A)',
    priceAsc: 'Price (low–high)',
    priceDesc: 'Price (high–low)',
    newestFirst: 'Newest first',
  },
  showArchived: 'Show archived',
  loading: 'Loading items',
  empty: 'No items found.',
  /** Table column headers. */
  columns: {
    unitPrice: 'Unit price',
    unit: 'Unit',
    defaultQuantity: 'Default qty',
  },
  /** Icon buttons' labels on an item's row. */
  editLabel: (name: string) => `Edit ${name}`,
  archiveLabel: (name: string) => `Archive ${name}`,
  restoreLabel: (name: string) => `Restore ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  /** Under the table: how many of the matching items are loaded. */
  shown: (shown: number, total: number) => `${shown} of ${total} items`,
  deleteDialog: {
    title: 'Delete item',
    text: (name: string) =>
      `"${name}" leaves the catalogue. Documents that use it keep their lines.`,
  },
  /** The create/edit dialog. */
  dialog: {
    newTitle: 'New item',
    editTitle: 'Edit item',
    description: "Pick it while typing a line's description. Documents keep their own copy.",
    descriptionLabel: 'Description',
    unitPrice: 'Unit price',
    /** The label once the workspace's currency is known: "Unit price (EUR)". */
    unitPriceIn: (currency: string) => `Unit price (${currency})`,
    unit: 'Unit',
    defaultQuantity: 'Default quantity',
    createItem: 'Create item',
    saveItem: 'Save item',
  },
};

import { DocumentMessages, DocumentRules } from './documents';
import { MAX_PRICE, MAX_QUANTITY } from './money';

/**
 * The catalogue: a workspace's reusable items (services, products) that fill a document line.
 * A line is a copy: editing or deleting an item never changes a document made from it.
 */
export const CATALOGUE_UNITS = ['hour', 'day', 'item'] as const;
export type CatalogueUnit = (typeof CATALOGUE_UNITS)[number];

export const CatalogueRules = {
  nameMax: DocumentRules.textMax,
  descriptionMax: 2000,
  /** hour, day, item, or the user's own word ("page", "license"). */
  unitMax: 20,
  defaultUnit: 'item' satisfies CatalogueUnit,
  priceMax: MAX_PRICE,
  quantityMax: MAX_QUANTITY,
  /** Suggestions shown while typing a line's description. */
  suggestionsMax: 8,
  pageSizeMax: 100,
} as const;

export const CatalogueMessages = {
  notFound: 'Item not found',
  listed: 'Items retrieved successfully',
  fetched: 'Item retrieved successfully',
  created: 'Item created successfully',
  updated: 'Item updated successfully',
  deleted: 'Item deleted successfully',
  archived: 'Item archived',
  restored: 'Item restored',
  nameRequired: 'Name is required',
  unitTooLong: DocumentMessages.tooLong(CatalogueRules.unitMax),
} as const;

import {
  CatalogueRules,
  DocumentMessages,
  hasAtMostTwoDecimals,
  Messages,
} from '@dealdraft/domain';
import type { CatalogueItemInput } from '@/generated/graphql';

/** The dialog's fields as typed (inputs hold strings). */
export type CatalogueItemFormValues = {
  name: string;
  description: string;
  unitPrice: string;
  unit: string;
  defaultQuantity: string;
};

export type CatalogueItemFormErrors = Partial<Record<keyof CatalogueItemFormValues, string>>;

export const BLANK_ITEM: CatalogueItemFormValues = {
  name: '',
  description: '',
  unitPrice: '',
  unit: CatalogueRules.defaultUnit,
  defaultQuantity: '1',
};

const R = CatalogueRules;
const tooLong = DocumentMessages.tooLong;

/** The api's rules (CatalogueItemInput), checked before sending so each field says what is wrong. */
export function validateItem(values: CatalogueItemFormValues): CatalogueItemFormErrors {
  const errors: CatalogueItemFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = Messages.validation.required;
  else if (name.length > R.nameMax) errors.name = tooLong(R.nameMax);
  if (values.description.trim().length > R.descriptionMax) {
    errors.description = tooLong(R.descriptionMax);
  }
  const price = Number(values.unitPrice);
  if (values.unitPrice.trim() === '' || !Number.isFinite(price) || price < 0) {
    errors.unitPrice = Messages.validation.positive;
  } else if (price > R.priceMax) errors.unitPrice = DocumentMessages.priceMax;
  else if (!hasAtMostTwoDecimals(price)) errors.unitPrice = DocumentMessages.priceDecimals;
  if (values.unit.trim().length > R.unitMax) errors.unit = tooLong(R.unitMax);
  const quantity = Number(values.defaultQuantity);
  if (!Number.isInteger(quantity)) errors.defaultQuantity = DocumentMessages.quantityInteger;
  else if (quantity < 1 || quantity > R.quantityMax) {
    errors.defaultQuantity = DocumentMessages.quantityRange;
  }
  return errors;
}

/** Valid values as the api takes them; an empty description or unit is left to its default. */
export function toItemInput(values: CatalogueItemFormValues): CatalogueItemInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    unitPrice: Number(values.unitPrice),
    unit: values.unit.trim() || null,
    defaultQuantity: Number(values.defaultQuantity),
  };
}

export function toFormValues(item: {
  name: string;
  description?: string | null;
  unitPrice: number;
  unit: string;
  defaultQuantity: number;
}): CatalogueItemFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    unitPrice: String(item.unitPrice),
    unit: item.unit,
    defaultQuantity: String(item.defaultQuantity),
  };
}

/**
 * Workspace tax rates: "VAT 20%", "GST 5%", "QST 9.975%". A percent has at most three
 * decimals and is kept as an integer of thousandths of a percent (document-math's unit).
 */
export const TaxRateRules = {
  nameMax: 60,
  percentMax: 100,
  /** Rates one workspace may keep, archived ones included. */
  countMax: 100,
} as const;

export const TaxRateMessages = {
  notFound: 'Tax rate not found',
  listed: 'Tax rates retrieved successfully',
  created: 'Tax rate created successfully',
  updated: 'Tax rate updated successfully',
  deleted: 'Tax rate deleted successfully',
  archived: 'Tax rate archived',
  restored: 'Tax rate restored',
  nameTaken: 'A tax rate with this name already exists.',
  inUse: 'Documents use this tax rate, so it cannot be deleted: archive it instead.',
  percent: 'Enter a percent from 0 to 100 with at most three decimals, like 20 or 9.975',
  tooMany: `A workspace keeps at most ${TaxRateRules.countMax} tax rates: archive or delete one first.`,
} as const;

/** 9.975 → 9975n thousandths of a percent; null when it has more than three decimals. */
export function percentToThousandths(percent: number): bigint | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > TaxRateRules.percentMax) return null;
  const thousandths = Math.round(percent * 1000);
  // Exactly the number sent, read back: 5e-324 rounds to 0 thousandths, and 0 is not what was
  // asked. (A tolerance let any value within a millionth through as its neighbour.)
  return thousandths / 1000 === percent ? BigInt(thousandths) : null;
}

/** 9975n → 9.975 */
export function thousandthsToPercent(thousandths: bigint | number): number {
  return Number(thousandths) / 1000;
}

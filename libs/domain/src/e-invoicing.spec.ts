import {
  COUNTRY_CODES,
  countryName,
  defaultTaxCategory,
  EInvoiceMessages as M,
  formatIban,
  ibanError,
  isBic,
  isCountryCode,
  normalizeBic,
  normalizeIban,
  servicePeriodError,
  taxCategoryError,
  taxCategoryNeedsReason,
} from './e-invoicing';

describe('IBAN', () => {
  it('is stored without spaces, upper case', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it.each([
    'DE89370400440532013000',
    'de89 3704 0044 0532 0130 00',
    'FR1420041010050500013M02606',
    'GB29NWBK60161331926819',
    'AT611904300234573201',
    'NL91ABNA0417164300',
    'PL61109010140000071219812874',
  ])('accepts %s', (iban) => expect(ibanError(iban)).toBeNull());

  it('names the country length, the checksum and an unknown country apart', () => {
    expect(ibanError('DE8937040044053201300')).toBe(M.ibanLength('DE', 22));
    expect(ibanError('DE893704004405320130000')).toBe(M.ibanLength('DE', 22));
    expect(ibanError('DE89370400440532013001')).toBe(M.ibanChecksum);
    expect(ibanError('XX89370400440532013000')).toBe(M.ibanCountry);
    expect(ibanError('')).toBe(M.ibanCountry);
    expect(ibanError('FR14200410100505000130260X')).not.toBeNull();
  });

  it('prints in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('BIC', () => {
  it.each(['COBADEFFXXX', 'COBADEFF', 'cobadeff xxx', 'DEUTDEDB101'])('accepts %s', (bic) =>
    expect(isBic(bic)).toBe(true),
  );
  it.each(['COBADEF', 'COBADEFFXX', 'COBA1EFF', '12345678', 'COBAXXFFXXX'])('refuses %s', (bic) =>
    expect(isBic(bic)).toBe(false),
  );
  it('is stored upper case without spaces', () =>
    expect(normalizeBic(' coba deff ')).toBe('COBADEFF'));
});

describe('country codes', () => {
  it('holds every assigned ISO 3166-1 alpha-2 code, upper case', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(['DE', 'FR', 'AT', 'GB', 'US', 'PL'].every(isCountryCode)).toBe(true);
    expect(['de', 'XX', 'EU', 'UK', 'DEU', ''].some(isCountryCode)).toBe(false);
  });

  it('names a country in the document language', () => {
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
    expect(countryName('DE', 'en-US')).toBe('Germany');
  });
});

describe('service period', () => {
  it('is both days or neither, the start on or before the end', () => {
    expect(servicePeriodError(null, null)).toBeNull();
    expect(servicePeriodError('2026-01-01', '2026-01-01')).toBeNull();
    expect(servicePeriodError('2026-01-01', '2026-01-31')).toBeNull();
    expect(servicePeriodError('2026-01-01', null)).toEqual({
      field: 'servicePeriodEnd',
      message: M.servicePeriodBoth,
    });
    expect(servicePeriodError(undefined, '2026-01-31')).toEqual({
      field: 'servicePeriodStart',
      message: M.servicePeriodBoth,
    });
    expect(servicePeriodError('2026-02-01', '2026-01-31')).toEqual({
      field: 'servicePeriodEnd',
      message: M.servicePeriodOrder,
    });
  });
});

describe('tax categories', () => {
  const check = (category: string, rateThousandths: number, exemptionReason: string | null) =>
    taxCategoryError({ category, rateThousandths, exemptionReason });

  it('takes a standard rate above 0% and a zero rate at 0%, without a reason', () => {
    expect(check('S', 19000, null)).toBeNull();
    expect(check('Z', 0, null)).toBeNull();
    expect(check('S', 0, null)).toEqual({ field: 'percent', message: M.standardRateNeedsPercent });
    expect(check('Z', 7000, null)).toEqual({ field: 'percent', message: M.zeroPercentOnly });
    expect(check('S', 19000, 'Because')).toEqual({
      field: 'exemptionReason',
      message: M.exemptionReasonRefused,
    });
  });

  it.each(['E', 'AE', 'K', 'G', 'O'])('%s charges 0% and says why', (category) => {
    expect(taxCategoryNeedsReason(category)).toBe(true);
    expect(check(category, 0, 'Reverse charge')).toBeNull();
    expect(check(category, 0, '  ')).toEqual({
      field: 'exemptionReason',
      message: M.exemptionReasonRequired,
    });
    expect(check(category, 5000, 'x')).toEqual({ field: 'percent', message: M.zeroPercentOnly });
  });

  it('refuses a category outside UNCL5305 as EN 16931 uses it', () => {
    expect(check('s', 19000, null)).toEqual({ field: 'category', message: M.taxCategory });
    expect(check('L', 0, null)).toEqual({ field: 'category', message: M.taxCategory });
  });

  it('reads a rate without a category as standard, or zero rated at 0%', () => {
    expect(defaultTaxCategory(20000)).toBe('S');
    expect(defaultTaxCategory(0)).toBe('Z');
  });
});

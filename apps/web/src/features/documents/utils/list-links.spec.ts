import { linkFilterValue, listLink } from './list-links';

describe('listLink', () => {
  it('puts only the filters given in the URL', () => {
    expect(listLink('/invoices', {})).toBe('/invoices');
    expect(listLink('/invoices', { status: 'overdue', currency: 'EUR' })).toBe(
      '/invoices?status=overdue&currency=EUR',
    );
    expect(listLink('/invoices', { aging: '90+', unpaid: true })).toBe(
      '/invoices?aging=90%2B&unpaid=1',
    );
  });
});

describe('linkFilterValue', () => {
  it('keeps what the api takes and drops the rest', () => {
    expect(linkFilterValue('aging', '31-60')).toBe('31-60');
    expect(linkFilterValue('aging', '30-60')).toBeUndefined();
    expect(linkFilterValue('currency', 'eur')).toBe('EUR');
    expect(linkFilterValue('currency', 'EURO')).toBeUndefined();
    expect(linkFilterValue('unpaid', '1')).toBe('1');
    expect(linkFilterValue('unpaid', '0')).toBeUndefined();
    expect(linkFilterValue('aging', null)).toBeUndefined();
  });
});

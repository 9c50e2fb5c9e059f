import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { NUMBER_ASSIGNED_ON_SAVE } from '@dealdraft/domain';
import { useLateDefaults } from './useLateDefaults';

type Values = { invoiceNumber: string; businessName: string };
type Business = { businessName: string; numberPattern: string | null };

const toValues = (b: Business) => ({ businessName: b.businessName });
const lateNumber = (b: Business): Partial<Values> =>
  b.numberPattern ? { invoiceNumber: NUMBER_ASSIGNED_ON_SAVE } : {};

/** A new invoice's form opened before the workspace's details arrived, then given them. */
function openThenArrive(business: Business, typed?: string) {
  const hook = renderHook(
    ({ source }: { source?: Business }) => {
      const form = useForm<Values>({
        defaultValues: { invoiceNumber: 'INV-1795934497078', businessName: '' },
      });
      useLateDefaults(form, source, toValues, lateNumber);
      return form;
    },
    { initialProps: { source: undefined as Business | undefined } },
  );
  if (typed !== undefined) {
    act(() => hook.result.current.setValue('invoiceNumber', typed, { shouldDirty: true }));
  }
  hook.rerender({ source: business });
  return hook.result.current.getValues();
}

describe('useLateDefaults', () => {
  it('replaces the stand-in number when the workspace turns out to number by pattern', () => {
    expect(openThenArrive({ businessName: 'Acme', numberPattern: '{YYYY}-{SEQ:4}' })).toEqual({
      invoiceNumber: NUMBER_ASSIGNED_ON_SAVE,
      businessName: 'Acme',
    });
  });

  it('keeps the timestamp number without a pattern, and a number the user typed', () => {
    expect(openThenArrive({ businessName: 'Acme', numberPattern: null }).invoiceNumber).toBe(
      'INV-1795934497078',
    );
    expect(
      openThenArrive({ businessName: 'Acme', numberPattern: '{SEQ}' }, 'INV-OWN').invoiceNumber,
    ).toBe('INV-OWN');
  });
});

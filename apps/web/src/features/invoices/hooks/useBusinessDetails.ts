import { useMemo } from 'react';
import { useSenderProfile } from '@/features/documents/hooks/useSenderProfile';

/** A new invoice's business fields and payment terms. */
export type BusinessDetails = {
  businessName: string;
  businessEmail: string;
  businessAddress: string;
  businessPhone: string;
  businessNumber: string;
  paymentTerms: string;
  /** The currency and language a new invoice starts in (a picked client's replace them). */
  currency: string;
  language: string;
  /** The workspace's invoice number pattern: the api numbers new invoices by it. */
  numberPattern: string | null;
};

/** The workspace's business profile as a new invoice's sender. */
export function useBusinessDetails(): BusinessDetails | undefined {
  const profile = useSenderProfile();
  return useMemo(
    () =>
      profile && {
        businessName: profile.name,
        businessEmail: profile.email ?? '',
        businessAddress: profile.address ?? '',
        businessPhone: profile.phone ?? '',
        businessNumber: profile.taxNumber ?? '',
        paymentTerms: profile.paymentTerms ?? '',
        currency: profile.currency,
        language: profile.language,
        numberPattern: profile.invoiceNumberPattern ?? null,
      },
    [profile],
  );
}

import { useMemo } from 'react';
import { useSenderProfile } from '@/features/documents/hooks/useSenderProfile';

/** A new proposal's sender fields and payment terms. */
export type CompanyDetails = {
  companyName: string;
  companyEmail: string;
  companyAddress: string;
  companyPhone: string;
  companyTaxNumber: string;
  paymentTerms: string;
  /** The currency and language a new proposal starts in (a picked client's replace them). */
  currency: string;
  language: string;
  /** The workspace's proposal number pattern: the api numbers new proposals by it. */
  numberPattern: string | null;
};

/** The workspace's business profile as a new proposal's sender. */
export function useCompanyDetails(): CompanyDetails | undefined {
  const profile = useSenderProfile();
  return useMemo(
    () =>
      profile && {
        companyName: profile.name,
        companyEmail: profile.email ?? '',
        companyAddress: profile.address ?? '',
        companyPhone: profile.phone ?? '',
        companyTaxNumber: profile.taxNumber ?? '',
        paymentTerms: profile.paymentTerms ?? '',
        currency: profile.currency,
        language: profile.language,
        numberPattern: profile.proposalNumberPattern ?? null,
      },
    [profile],
  );
}

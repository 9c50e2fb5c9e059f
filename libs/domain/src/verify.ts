/** The public verify page: is this PDF the version of a proposal its client accepted? */

export const VerifyRules = {
  /** A PDF larger than this is not one of ours (an accepted proposal prints in well under). */
  maxBytes: 10 * 1024 * 1024,
} as const;

/** accepted: a PDF issued of an accepted proposal, byte for byte. altered: it names an accepted
 * proposal's content but is not a file issued of it (changed since). unknown: neither. */
export type VerifyResult = 'accepted' | 'altered' | 'unknown';

export const VerifyMessages = {
  checked: 'PDF checked',
  notPdf: 'This file is not a PDF.',
  empty: 'Choose a PDF to check.',
  tooLarge: `This file is too large: a PDF to check is at most ${VerifyRules.maxBytes / 1024 / 1024} MB.`,
  rateLimited: 'Too many checks. Please wait a minute and try again.',
  accepted: 'This PDF is the version that was accepted.',
  altered:
    'This PDF has been changed since it was accepted: it is not the version that was accepted.',
  unknown: 'This PDF is not a version of any accepted proposal we know of.',
  acceptedBy: (name: string, when: string) => `Accepted by ${name} on ${when}.`,
} as const;

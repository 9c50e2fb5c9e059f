import {
  DocumentMessages,
  Messages,
  NUMBER_ASSIGNED_ON_SAVE,
  PROPOSAL_STATUSES,
  numberToSend,
  proposalNumber,
  todayIso,
} from '@dealdraft/domain';
import { z } from 'zod/v4';
import {
  knownStatus,
  notBefore,
  optionalText,
  orNull,
  requiredEmail,
  requiredText,
} from '@/features/documents/utils/form-rules';
import { BLANK_LINE, lineItemsSchema } from '@/features/documents/utils/line-items';
import {
  blankMoney,
  discountInput,
  discountValueProblem,
  lineMoneyInput,
  lineMoneyValues,
  moneyFormPath,
  splitMoney,
  moneySchema,
  moneyValues,
  refineMoney,
} from '@/features/documents/utils/money-form';
import type { DiscountInput, ProposalInput } from '@/generated/graphql';
import type { CompanyDetails } from '../hooks/useCompanyDetails';
import type { Proposal } from '../hooks/useProposals';

const M = DocumentMessages.proposal;

/** What a proposal asks on acceptance: nothing, a percent of the total or an amount. */
export const DEPOSIT_KINDS = ['none', 'percent', 'amount'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The deposit's form fields: a kind and the typed value (ignored for none). */
const depositSchema = {
  depositKind: z.enum(DEPOSIT_KINDS),
  depositValue: z.string().trim(),
};

/**
 * A deposit's value is checked like a discount's (the api's same rules and messages), and is
 * needed once a kind is chosen; that an amount stays within the total is the api's to say, on
 * the same field.
 */
function refineDeposit(
  values: { depositKind: DepositKind; depositValue: string; currency: string },
  ctx: z.RefinementCtx,
): void {
  if (values.depositKind === 'none') return;
  const path = ['depositValue'];
  if (values.depositValue === '') {
    ctx.addIssue({ code: 'custom', path, message: Messages.validation.required });
    return;
  }
  const problem = discountValueProblem(
    values.depositKind,
    values.depositValue,
    values.currency || 'USD',
  );
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
}

/** Spec §5, proposal form. */
export const proposalFormSchema = z
  .object({
    clientName: requiredText(),
    clientCompany: requiredText(),
    clientEmail: requiredEmail(),
    clientAddress: optionalText(),
    proposalTitle: requiredText(),
    proposalDate: requiredText(),
    expirationDate: optionalText(),
    proposalNumber: requiredText(),
    companyName: requiredText(),
    companyEmail: requiredEmail(),
    companyAddress: requiredText(),
    companyPhone: optionalText(),
    companyTaxNumber: optionalText(),
    paymentTerms: requiredText(),
    additionalTerms: optionalText(),
    scope: optionalText(),
    lines: lineItemsSchema(M.atLeastOneLine),
    status: z.enum(PROPOSAL_STATUSES),
    ...moneySchema,
    ...depositSchema,
  })
  .refine((values) => notBefore(values.expirationDate, values.proposalDate), {
    path: ['expirationDate'],
    message: M.expirationBeforeDate,
  })
  .superRefine((values, ctx) => refineMoney(values, ctx, values.currency || 'USD'))
  .superRefine(refineDeposit);

export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalFormOutput = z.output<typeof proposalFormSchema>;

/** The sender fields and payment terms of a new proposal, from the workspace's profile. */
export function companyValues(company: CompanyDetails | undefined) {
  return {
    companyName: company?.companyName ?? '',
    companyEmail: company?.companyEmail ?? '',
    companyAddress: company?.companyAddress ?? '',
    companyPhone: company?.companyPhone ?? '',
    companyTaxNumber: company?.companyTaxNumber ?? '',
    paymentTerms: company?.paymentTerms ?? '',
    currency: company?.currency ?? '',
    language: company?.language ?? '',
  };
}

/**
 * A new proposal's number once the workspace's details arrive: with a pattern the api assigns it,
 * so the timestamp number the form opened with (before they arrived) must not be sent.
 */
export function lateProposalNumber(company: CompanyDetails): Partial<ProposalFormInput> {
  return company.numberPattern ? { proposalNumber: NUMBER_ASSIGNED_ON_SAVE } : {};
}

/** Spec §5 defaults: one blank line, today's date, PROP-{timestamp}; the workspace as sender. */
export function newProposalValues(
  company: CompanyDetails | undefined,
  now = new Date(),
): ProposalFormInput {
  return {
    clientName: '',
    clientCompany: '',
    clientEmail: '',
    clientAddress: '',
    proposalTitle: '',
    proposalDate: todayIso(now),
    expirationDate: '',
    // With a pattern, the api gives the number as it saves (the field is read-only).
    proposalNumber: company?.numberPattern
      ? NUMBER_ASSIGNED_ON_SAVE
      : proposalNumber(now.getTime()),
    ...blankMoney(),
    ...companyValues(company),
    additionalTerms: '',
    scope: '',
    lines: [{ ...BLANK_LINE }],
    status: 'draft',
    depositKind: 'none',
    depositValue: '',
  };
}

/** A stored deposit as the form edits it. */
export function depositValues(
  deposit: Proposal['deposit'],
): Pick<ProposalFormInput, 'depositKind' | 'depositValue'> {
  if (deposit?.percent != null)
    return { depositKind: 'percent', depositValue: String(deposit.percent) };
  if (deposit?.amount != null)
    return { depositKind: 'amount', depositValue: String(deposit.amount) };
  return { depositKind: 'none', depositValue: '' };
}

/** The typed deposit as the api takes it: null for none. */
export function depositInput(kind: DepositKind, value: string): DiscountInput | null {
  return kind === 'none' ? null : discountInput(kind, value);
}

/** A proposal as its edit form shows it; dates are trimmed to their date part (spec §2). */
export function proposalFormValues(proposal: Proposal): ProposalFormInput {
  return {
    clientName: proposal.clientName,
    clientCompany: proposal.clientCompany,
    clientEmail: proposal.clientEmail,
    clientAddress: proposal.clientAddress ?? '',
    proposalTitle: proposal.proposalTitle,
    proposalDate: proposal.proposalDate.slice(0, 10),
    expirationDate: proposal.expirationDate?.slice(0, 10) ?? '',
    proposalNumber: proposal.proposalNumber,
    companyName: proposal.companyName,
    companyEmail: proposal.companyEmail,
    companyAddress: proposal.companyAddress,
    companyPhone: proposal.companyPhone ?? '',
    companyTaxNumber: proposal.companyTaxNumber ?? '',
    paymentTerms: proposal.paymentTerms,
    additionalTerms: proposal.additionalTerms ?? '',
    scope: proposal.scope ?? '',
    lines: proposal.services.map((line) => ({
      ...BLANK_LINE,
      description: line.description,
      price: String(line.price),
      quantity: String(line.quantity),
      ...lineMoneyValues(line),
    })),
    status: knownStatus(proposal.status, PROPOSAL_STATUSES, 'draft'),
    ...moneyValues(proposal),
    ...depositValues(proposal.deposit),
  };
}

/** The api's payload: every field (a full update), optional ones left empty as null. */
export function toProposalInput({
  lines,
  depositKind,
  depositValue,
  ...form
}: ProposalFormOutput): ProposalInput {
  const [money, values] = splitMoney(form);
  return {
    ...values,
    proposalNumber: numberToSend(values.proposalNumber),
    clientAddress: orNull(values.clientAddress),
    expirationDate: orNull(values.expirationDate),
    companyPhone: orNull(values.companyPhone),
    companyTaxNumber: orNull(values.companyTaxNumber),
    additionalTerms: orNull(values.additionalTerms),
    scope: orNull(values.scope),
    services: lines.map((line) => ({
      description: line.description,
      price: line.price,
      quantity: line.quantity,
      ...lineMoneyInput(line),
    })),
    ...money,
    deposit: depositInput(depositKind, depositValue),
  };
}

/** The form's name for a field the api names in a validation error ("services.0.price"). */
export const proposalFormPath = (field: string): string =>
  moneyFormPath(
    field
      .replace(/^services(?=\.|$)/, 'lines')
      .replace(/^deposit(\.(percent|amount))?$/, 'depositValue'),
  );

/** A stored proposal as a full update's payload with a new status (the e-mail action's, §4). */
export function proposalUpdateWithStatus(proposal: Proposal, status: string): ProposalInput {
  return {
    clientName: proposal.clientName,
    clientCompany: proposal.clientCompany,
    clientEmail: proposal.clientEmail,
    clientAddress: proposal.clientAddress ?? null,
    proposalTitle: proposal.proposalTitle,
    proposalDate: proposal.proposalDate.slice(0, 10),
    expirationDate: proposal.expirationDate?.slice(0, 10) ?? null,
    proposalNumber: proposal.proposalNumber,
    companyName: proposal.companyName,
    companyEmail: proposal.companyEmail,
    companyAddress: proposal.companyAddress,
    companyPhone: proposal.companyPhone ?? null,
    paymentTerms: proposal.paymentTerms,
    additionalTerms: proposal.additionalTerms ?? null,
    scope: proposal.scope ?? null,
    // The lines' own discounts and taxes go back as they are; the document's money fields,
    // left out, are kept by the api.
    services: proposal.services.map((line) => ({
      description: line.description,
      price: line.price,
      quantity: line.quantity,
      ...lineMoneyInput(lineMoneyValues(line)),
    })),
    status,
  };
}

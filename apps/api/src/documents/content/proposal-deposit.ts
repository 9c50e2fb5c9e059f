import { documentStrings, formatMoney, formatPercent } from '@dealdraft/domain';
import type { ProposalContentSource } from './content-sources';

/** A proposal's deposit as its client reads it: "30 %" (or the amount) and the amount. */
export interface DepositDue {
  share: string;
  amount: number;
}

/** The deposit `proposal` asks on acceptance, in its language and currency; null when none. */
export function proposalDeposit(
  proposal: Pick<ProposalContentSource, 'deposit' | 'depositAmount' | 'language' | 'currency'>,
): DepositDue | null {
  if (!proposal.deposit || proposal.depositAmount === null) return null;
  const { locale } = documentStrings(proposal.language);
  const share =
    proposal.deposit.percent !== null
      ? formatPercent(proposal.deposit.percent, locale)
      : formatMoney(proposal.depositAmount, proposal.currency, locale);
  return { share, amount: proposal.depositAmount };
}

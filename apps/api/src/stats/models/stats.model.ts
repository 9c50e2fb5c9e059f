import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('MonthlyValue')
export class MonthlyValueModel {
  @Field({ description: "The month, '2026-03' (UTC), by the records' creation date." })
  month: string;

  @Field(() => Float, {
    description: "The value of proposals created that month, in the workspace's currency.",
  })
  proposalsValue: number;

  @Field(() => Float, {
    description: "The amount of invoices created that month, in the workspace's currency.",
  })
  invoicesAmount: number;
}

@ObjectType('StatusCount')
export class StatusCountModel {
  @Field()
  status: string;

  @Field(() => Int)
  count: number;
}

/** A line of the dashboard's recent activity: a proposal or an invoice. */
@ObjectType('RecentDocument')
export class RecentDocumentModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The proposal or invoice number.' })
  number: string;

  @Field(() => String, { nullable: true, description: "A proposal's title; null for invoices." })
  title: string | null;

  @Field()
  clientName: string;

  @Field(() => Float, { description: "A proposal's value or an invoice's amount, in `currency`." })
  amount: number;

  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field({ description: "An invoice's status as read: a sent one past due is overdue." })
  status: string;

  @Field(() => Int, { description: 'Opens of the tracking pixel, over every e-mail of it.' })
  emailOpenCount: number;

  @Field()
  createdAt: Date;
}

/** The documents in a currency other than the workspace's: summed apart, never converted. */
@ObjectType('CurrencyTotals')
export class CurrencyTotalsModel {
  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field(() => Float)
  proposalsTotalValue: number;

  @Field(() => Int)
  proposalsCount: number;

  @Field(() => Float)
  invoicesTotalAmount: number;

  @Field(() => Int)
  invoicesCount: number;
}

@ObjectType('AgingAmount')
export class AgingAmountModel {
  @Field({ description: "Days past due: '0-30' (not yet due included), '31-60', '61-90', '90+'." })
  bucket: string;

  @Field(() => Float, { description: 'The balances still owed, in the currency.' })
  amount: number;

  @Field(() => Int, { description: 'The unpaid invoices in the bucket.' })
  count: number;
}

/** What clients still owe in one currency, never converted. */
@ObjectType('Receivables')
export class ReceivablesModel {
  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field(() => Float, {
    description: 'The balances of every unpaid invoice (sent, partially paid or overdue).',
  })
  outstanding: number;

  @Field(() => Int, { description: 'The unpaid invoices.' })
  outstandingCount: number;

  @Field(() => Float, { description: 'The balances of the unpaid invoices that read overdue.' })
  overdue: number;

  @Field(() => Int, { description: 'The unpaid invoices that read overdue.' })
  overdueCount: number;

  @Field(() => Float, {
    description: 'Payments less refunds dated this calendar month (UTC), on invoices in it.',
  })
  paidThisMonth: number;

  @Field(() => [AgingAmountModel], { description: 'Every aging bucket in order, zeros included.' })
  aging: AgingAmountModel[];
}

/** Spec §3 Stats, plus what the dashboard's charts and recent lists need. */
@ObjectType('Stats')
export class StatsModel {
  @Field({
    description: "The workspace's main currency (ISO 4217): the totals and the chart are in it.",
  })
  currency: string;

  @Field(() => Int, { description: 'Proposals ever created, deleted ones included.' })
  proposalsGenerated: number;

  @Field(() => Int, { description: 'Proposals created this plan period.' })
  proposalsUsed: number;

  @Field(() => Int)
  proposalsLimit: number;

  @Field(() => Int, { description: 'Invoices ever created, deleted ones included.' })
  invoicesGenerated: number;

  @Field(() => Int, { description: 'Invoices created this plan period.' })
  invoicesUsed: number;

  @Field(() => Int)
  invoicesLimit: number;

  @Field(() => Int, { description: 'E-mails delivered to clients.' })
  emailsSent: number;

  @Field(() => Float, {
    description: "The value of every existing proposal in the workspace's currency.",
  })
  proposalsTotalValue: number;

  @Field(() => Float, {
    description: "The amount of every existing invoice in the workspace's currency.",
  })
  invoicesTotalAmount: number;

  @Field(() => Float, {
    description:
      "Issued invoices (drafts are not) in the workspace's currency, each job once: a final " +
      'invoice counts its total less the paid deposit it deducts, which its deposit invoice ' +
      "already counts. The spec's Total Value adds the proposals and every invoice, so a job " +
      'with a deposit counts there three times.',
  })
  invoicedNetOfDeposits: number;

  @Field({ description: 'business, freelancer, trial or none' })
  plan: string;

  @Field(() => [MonthlyValueModel], { description: 'This month and the 11 before, oldest first.' })
  valueByMonth: MonthlyValueModel[];

  @Field(() => [StatusCountModel], { description: 'Every proposal status, zeros included.' })
  proposalsByStatus: StatusCountModel[];

  @Field(() => [StatusCountModel], {
    description: 'Every invoice status as read (overdue included), zeros included.',
  })
  invoicesByStatus: StatusCountModel[];

  @Field(() => [RecentDocumentModel], { description: 'The five newest proposals.' })
  recentProposals: RecentDocumentModel[];

  @Field(() => [RecentDocumentModel], { description: 'The five newest invoices.' })
  recentInvoices: RecentDocumentModel[];

  @Field(() => [CurrencyTotalsModel], {
    description: 'Totals of the documents in each other currency, by code.',
  })
  otherCurrencies: CurrencyTotalsModel[];

  @Field(() => [ReceivablesModel], {
    description: "What clients owe, per currency: the workspace's first, then others by code.",
  })
  receivables: ReceivablesModel[];
}

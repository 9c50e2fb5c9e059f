import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ClientModel } from '../../clients/models/client.model';

@ObjectType('ClientTotals', {
  description: 'Sums in one currency, exact to the minor unit (PostgreSQL sums them).',
})
export class ClientTotalsModel {
  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field(() => Float, { description: 'Every proposal to the client.' })
  proposed: number;

  @Field(() => Float, { description: 'Accepted proposals.' })
  accepted: number;

  @Field(() => Float, {
    description:
      'Invoices issued (sent, overdue or paid; drafts are not), each job once: a final invoice ' +
      'counts its total less the paid deposit it deducts, which its deposit invoice counts.',
  })
  invoiced: number;

  @Field(() => Float, { description: 'Received on its invoices: payments less refunds.' })
  paid: number;

  @Field(() => Float, {
    description: 'The balance still due on sent and partially paid invoices, overdue included.',
  })
  outstanding: number;

  @Field(() => Float, { description: 'The balance still due past the due date.' })
  overdue: number;
}

@ObjectType('ClientHistoryDocument', {
  description: "A proposal or invoice in the client's history.",
})
export class ClientDocumentRowModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'proposal or invoice' })
  kind: string;

  @Field()
  number: string;

  @Field({ description: "The proposal's title, or the invoice's number." })
  title: string;

  @Field({
    description: "As the lists show it: a sent or partially paid invoice past due reads 'overdue'.",
  })
  status: string;

  @Field(() => Float, { description: 'In `currency`.' })
  total: number;

  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => String, { nullable: true, description: "An invoice's due date." })
  dueDate: string | null;
}

@ObjectType('ClientActivity', {
  description: "Something that happened to one of the client's documents.",
})
export class ClientActivityModel {
  @Field()
  at: Date;

  @Field({ description: 'sent, opened, viewed, accepted or declined' })
  event: string;

  @Field()
  documentKind: string;

  @Field(() => ID)
  documentId: string;

  @Field()
  documentNumber: string;
}

@ObjectType('ClientSummary')
export class ClientSummaryModel {
  @Field(() => ClientModel)
  client: ClientModel;

  @Field(() => ClientTotalsModel, {
    description: "In the client's currency (else the workspace's).",
  })
  totals: ClientTotalsModel;

  @Field(() => [ClientTotalsModel], {
    description: 'The same sums for every other currency the documents use.',
  })
  otherTotals: ClientTotalsModel[];

  @Field(() => Int)
  proposalCount: number;

  @Field(() => Int)
  invoiceCount: number;

  /** Read by REST at once; GraphQL resolves it only when asked. */
  @Field(() => [ClientDocumentRowModel], { description: 'The newest 50 proposals.' })
  proposals?: ClientDocumentRowModel[];

  @Field(() => [ClientDocumentRowModel], { description: 'The newest 50 invoices.' })
  invoices?: ClientDocumentRowModel[];

  @Field(() => [ClientActivityModel], { description: 'The newest 20 events, newest first.' })
  activity: ClientActivityModel[];
}

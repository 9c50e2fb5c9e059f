import { Field, ObjectType } from '@nestjs/graphql';
import { InvoiceModel } from '../invoices/models/invoice.model';
import { ProposalModel } from '../proposals/models/proposal.model';

@ObjectType('SearchResults', { description: "The signed-in user's documents matching a term." })
export class SearchResultsModel {
  @Field(() => [ProposalModel], { description: 'Most recently updated first.' })
  proposals!: ProposalModel[];

  @Field(() => [InvoiceModel], { description: 'Most recently updated first.' })
  invoices!: InvoiceModel[];
}

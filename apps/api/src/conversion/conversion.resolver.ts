import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { InvoiceModel } from '../invoices/models/invoice.model';
import { ConversionService } from './conversion.service';

@Resolver()
export class ConversionResolver {
  constructor(private readonly conversion: ConversionService) {}

  @Mutation(() => InvoiceModel, {
    description:
      "An accepted proposal's draft invoice (client, lines, terms, 'For proposal …'); the existing one if it has one. A new one uses one invoice of the plan period.",
  })
  async createInvoiceFromProposal(
    @CurrentUser() user: AuthUser,
    @Args('proposalId', { type: () => ID }) proposalId: string,
  ): Promise<InvoiceModel> {
    return (await this.conversion.invoiceFromProposal(user, proposalId)).invoice;
  }
}

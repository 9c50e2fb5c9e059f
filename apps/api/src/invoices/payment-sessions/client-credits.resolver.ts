import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { UuidPipe } from '../../common/input/uuid';
import { ClientCreditsService } from './client-credits.service';
import { ApplyClientCreditInput, ClientCreditsFilter } from './dto/client-credit.input';
import { ClientCreditAppliedModel, ClientCreditModel } from './models/client-credit.model';

@Resolver(() => ClientCreditModel)
export class ClientCreditsResolver {
  constructor(private readonly credits: ClientCreditsService) {}

  @Query(() => [ClientCreditModel], {
    description: 'Money clients paid online that could not be applied, newest first (at most 100).',
  })
  clientCredits(
    @CurrentUser() user: AuthUser,
    @Args('filter', { nullable: true }) filter?: ClientCreditsFilter,
  ): Promise<ClientCreditModel[]> {
    return this.credits.list(user.workspaceId, filter ?? {});
  }

  @Mutation(() => ClientCreditAppliedModel, {
    description:
      "Applies an unapplied credit to an open invoice in its currency: a payment in that invoice's ledger.",
  })
  applyClientCredit(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }, new UuidPipe('id')) id: string,
    @Args('input') input: ApplyClientCreditInput,
  ): Promise<ClientCreditAppliedModel> {
    return this.credits.apply(user, id, input.invoiceId);
  }

  @Mutation(() => ClientCreditModel, {
    description:
      'Marks an unapplied credit refunded: the money was given back (at Stripe for a card).',
  })
  refundClientCredit(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }, new UuidPipe('id')) id: string,
  ): Promise<ClientCreditModel> {
    return this.credits.refund(user, id);
  }
}

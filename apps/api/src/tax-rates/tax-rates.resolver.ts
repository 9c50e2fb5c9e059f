import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { TaxRateInput } from './dto/tax-rate.input';
import { TaxRateModel } from './models/tax-rate.model';
import { TaxRatesService } from './tax-rates.service';

/** Any member reads the rates (documents use them); owners and admins keep them. */
@Resolver(() => TaxRateModel)
export class TaxRatesResolver {
  constructor(private readonly rates: TaxRatesService) {}

  @Query(() => [TaxRateModel], { description: "The workspace's tax rates." })
  taxRates(
    @CurrentUser() user: AuthUser,
    @Args('includeArchived', { defaultValue: false }) includeArchived: boolean,
  ): Promise<TaxRateModel[]> {
    return this.rates.list(user.workspaceId, includeArchived);
  }

  @AdminOnly()
  @Mutation(() => TaxRateModel)
  createTaxRate(@CurrentUser() user: AuthUser, @Args('input') input: TaxRateInput) {
    return this.rates.create(user.workspaceId, input);
  }

  @AdminOnly()
  @Mutation(() => TaxRateModel)
  updateTaxRate(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: TaxRateInput,
  ) {
    return this.rates.update(user.workspaceId, id, input);
  }

  @AdminOnly()
  @Mutation(() => TaxRateModel, { description: 'Archived rates are not offered on documents.' })
  setTaxRateArchived(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('archived') archived: boolean,
  ) {
    return this.rates.setArchived(user.workspaceId, id, archived);
  }

  @AdminOnly()
  @Mutation(() => Boolean)
  async deleteTaxRate(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string) {
    await this.rates.delete(user.workspaceId, id);
    return true;
  }
}

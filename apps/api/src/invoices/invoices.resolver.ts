import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { InvoiceInput } from './dto/invoice.input';
import { InvoicesArgs } from './dto/invoices.args';
import { InvoiceStore } from './invoice-store';
import { InvoicesService } from './invoices.service';
import { InvoiceConnectionModel, InvoiceModel } from './models/invoice.model';

@Resolver(() => InvoiceModel)
export class InvoicesResolver {
  constructor(
    private readonly service: InvoicesService,
    private readonly store: InvoiceStore,
  ) {}

  @Query(() => InvoiceConnectionModel, {
    description: 'Your invoices: search, filter, sort, paginate.',
  })
  async invoices(
    @CurrentUser() user: AuthUser,
    @Args() args: InvoicesArgs,
  ): Promise<InvoiceConnectionModel> {
    const page = await this.service.list(user, args);
    return {
      nodes: page.nodes,
      totalCount: page.totalCount,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Query(() => InvoiceModel)
  invoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<InvoiceModel> {
    return this.store.get(user.workspaceId, id);
  }

  @Mutation(() => InvoiceModel, { description: 'Uses one invoice of the plan period.' })
  createInvoice(
    @CurrentUser() user: AuthUser,
    @Args('input') input: InvoiceInput,
  ): Promise<InvoiceModel> {
    return this.service.create(user, input);
  }

  @Mutation(() => InvoiceModel, { description: 'Replaces every field (a full update).' })
  updateInvoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: InvoiceInput,
  ): Promise<InvoiceModel> {
    return this.service.update(user, id, input);
  }

  @Mutation(() => InvoiceModel, {
    description:
      'A new draft with the same content and a new number, dated today. Uses one invoice of the plan period.',
  })
  duplicateInvoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<InvoiceModel> {
    return this.service.duplicate(user, id);
  }

  @Mutation(() => ID, { description: 'Returns the deleted id.' })
  async deleteInvoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    await this.service.delete(user.workspaceId, id);
    return id;
  }
}

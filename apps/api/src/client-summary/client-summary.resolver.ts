import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ClientSummaryService } from './client-summary.service';
import { ClientDocumentRowModel, ClientSummaryModel } from './models/client-summary.model';

@Resolver(() => ClientSummaryModel)
export class ClientSummaryResolver {
  constructor(private readonly summaries: ClientSummaryService) {}

  @Query(() => ClientSummaryModel, {
    description: 'The client page: totals, the documents and what happened to them.',
  })
  clientSummary(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ClientSummaryModel> {
    return this.summaries.summary(user.workspaceId, id, { documents: false });
  }

  // The summary's newest documents, read only when a query asks for them: the web's client page
  // pages through the `proposals` and `invoices` lists instead.

  @ResolveField(() => [ClientDocumentRowModel])
  proposals(
    @CurrentUser() user: AuthUser,
    @Parent() summary: ClientSummaryModel,
  ): Promise<ClientDocumentRowModel[]> {
    return this.summaries.proposals(user.workspaceId, summary.client.id);
  }

  @ResolveField(() => [ClientDocumentRowModel])
  invoices(
    @CurrentUser() user: AuthUser,
    @Parent() summary: ClientSummaryModel,
  ): Promise<ClientDocumentRowModel[]> {
    return this.summaries.invoices(user.workspaceId, summary.client.id);
  }
}

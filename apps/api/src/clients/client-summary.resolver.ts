import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ClientSummaryService } from './client-summary.service';
import { ClientDocumentRowModel, ClientSummaryModel } from './models/client-summary.model';

/**
 * The summary's newest documents, read only when a query asks for them: the web's client page
 * pages through the `proposals` and `invoices` lists instead.
 */
@Resolver(() => ClientSummaryModel)
export class ClientSummaryResolver {
  constructor(private readonly summaries: ClientSummaryService) {}

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

import { Args, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { readTogether } from '../documents/core/document-store';
import { InvoiceStore } from '../invoices/invoice-store';
import { ProposalStore } from '../proposals/proposal-store';
import { SearchArgs } from './search.args';
import { SearchResultsModel } from './search-results.model';

/**
 * The top bar's search across both kinds of document. Unlike the lists' own search boxes (which
 * the spec limits to client and title, or client and number), it also finds a document by the
 * number printed on it, so a number read out on the phone finds the proposal.
 */
@Resolver()
export class SearchResolver {
  constructor(
    private readonly proposals: ProposalStore,
    private readonly invoices: InvoiceStore,
  ) {}

  @Query(() => SearchResultsModel, {
    description: 'Proposals by client, title or number and invoices by client or number.',
  })
  async search(
    @CurrentUser() user: AuthUser,
    @Args() { term, first }: SearchArgs,
  ): Promise<SearchResultsModel> {
    // One statement for both kinds (readTogether).
    const [proposals, invoices] = await readTogether(
      this.proposals.search(user.workspaceId, term, first),
      this.invoices.search(user.workspaceId, term, first),
    );
    return { proposals, invoices };
  }
}

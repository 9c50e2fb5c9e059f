import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { ClientIp, CurrentUser } from '../auth/current-user.decorator';
import { UserAgent } from '../evidence/user-agent.decorator';
import { Public } from '../common/http/public.decorator';
import { PaymentRedirectModel } from '../payments/models/simulated-payment.model';
import { UuidPipe } from '../common/input/uuid';
import { AcceptProposalInput, DeclineProposalInput } from './dto/client-answer.input';
import { CreateClientLinkInput } from './dto/create-client-link.input';
import { ClientLinksService } from './client-links.service';
import { ClientDocumentModel } from './models/client-document.model';
import { ClientLinkModel } from './models/client-link.model';

@Resolver()
export class ClientLinksResolver {
  constructor(private readonly links: ClientLinksService) {}

  @Query(() => [ClientLinkModel], { description: "A document's client links, newest first." })
  clientLinks(
    @CurrentUser() user: AuthUser,
    @Args('documentId', { type: () => ID }, new UuidPipe('documentId')) documentId: string,
  ): Promise<ClientLinkModel[]> {
    return this.links.forDocument(user.workspaceId, documentId);
  }

  @Mutation(() => ClientLinkModel, {
    description: 'A new client link for the document; the live one, if any, is revoked.',
  })
  createClientLink(
    @CurrentUser() user: AuthUser,
    @Args('input') input: CreateClientLinkInput,
  ): Promise<ClientLinkModel> {
    return this.links.create(
      user.workspaceId,
      input.documentKind,
      input.documentId,
      input.expiresAt ?? null,
    );
  }

  @Mutation(() => ClientLinkModel, { description: 'The link answers 404 from now on.' })
  revokeClientLink(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ClientLinkModel> {
    return this.links.revoke(user.workspaceId, id);
  }

  @Public()
  @Query(() => ClientDocumentModel, {
    description: "The client's page for a link token (no sign-in); each call counts as a view.",
  })
  clientDocument(
    @Args('token') token: string,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<ClientDocumentModel> {
    return this.links.view(token, ip, userAgent);
  }

  @Public()
  @Mutation(() => ClientDocumentModel, {
    description: 'The client accepts the proposal, signing with their full name. Final.',
  })
  acceptProposal(
    @Args('token') token: string,
    @Args('input') input: AcceptProposalInput,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | null,
  ): Promise<ClientDocumentModel> {
    return this.links.accept(token, ip, input.fullName, input.version, userAgent);
  }

  @Public()
  @Mutation(() => ClientDocumentModel, {
    description: 'The client declines the proposal, optionally saying why. Final.',
  })
  declineProposal(
    @Args('token') token: string,
    @Args('input') input: DeclineProposalInput,
    @ClientIp() ip: string,
  ): Promise<ClientDocumentModel> {
    return this.links.decline(token, ip, input.reason ?? null, input.version);
  }

  @Public()
  @Mutation(() => PaymentRedirectModel, {
    description:
      "The client's Pay now on an invoice: where to send the browser to pay the balance due.",
  })
  payInvoice(@Args('token') token: string, @ClientIp() ip: string): Promise<PaymentRedirectModel> {
    return this.links.pay(token, ip);
  }
}

import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { UuidPipe } from '../common/input/uuid';
import { SendEmailInput } from './dto/send-email.input';
import { DocumentEmailService } from './document-email.service';
import { EmailSendModel } from './models/email-send.model';

@Resolver(() => EmailSendModel)
export class DocumentEmailResolver {
  constructor(private readonly email: DocumentEmailService) {}

  @Mutation(() => EmailSendModel, {
    description:
      'Queues the proposal to its client, with the recipients, subject and message the user edited; poll emailSend for its state.',
  })
  sendProposal(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => SendEmailInput, nullable: true }) edits?: SendEmailInput,
  ): Promise<EmailSendModel> {
    return this.email.send(user, 'proposal', id, edits ?? {});
  }

  @Mutation(() => EmailSendModel, {
    description:
      'Queues the invoice to its client, with the recipients, subject and message the user edited; poll emailSend for its state.',
  })
  sendInvoice(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => SendEmailInput, nullable: true }) edits?: SendEmailInput,
  ): Promise<EmailSendModel> {
    return this.email.send(user, 'invoice', id, edits ?? {});
  }

  @Query(() => EmailSendModel)
  emailSend(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<EmailSendModel> {
    return this.email.get(user.workspaceId, id);
  }

  @Query(() => [EmailSendModel], { description: 'Every e-mail of one document, newest first.' })
  emailSends(
    @CurrentUser() user: AuthUser,
    @Args('documentId', { type: () => ID }, new UuidPipe('documentId')) documentId: string,
  ): Promise<EmailSendModel[]> {
    return this.email.forDocument(user.workspaceId, documentId);
  }
}

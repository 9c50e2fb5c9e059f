import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { UuidPipe } from '../common/input/uuid';
import { CreditNotesService } from './credit-notes.service';
import { CreateCreditNoteInput } from './dto/create-credit-note.input';
import { CreditNoteModel, CreditNoteResultModel } from './models/credit-note.model';

@Resolver(() => CreditNoteModel)
export class CreditNotesResolver {
  constructor(private readonly creditNotes: CreditNotesService) {}

  @Query(() => [CreditNoteModel], { description: "An invoice's credit notes, oldest first." })
  invoiceCreditNotes(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
  ): Promise<CreditNoteModel[]> {
    return this.creditNotes.list(user.workspaceId, invoiceId);
  }

  @Mutation(() => CreditNoteResultModel, {
    description:
      'Issues a credit note against an invoice: part of its balance due, or all of it when no amount is given; more is refused.',
  })
  createCreditNote(
    @CurrentUser() user: AuthUser,
    @Args('invoiceId', { type: () => ID }, new UuidPipe('invoiceId')) invoiceId: string,
    @Args('input') input: CreateCreditNoteInput,
  ): Promise<CreditNoteResultModel> {
    return this.creditNotes.create(user, invoiceId, input);
  }

  @Mutation(() => CreditNoteModel, {
    description:
      "E-mails the credit note to its invoice's client with its PDF (needs a plan that can send).",
  })
  sendCreditNote(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }, new UuidPipe('id')) id: string,
  ): Promise<CreditNoteModel> {
    return this.creditNotes.send(user, id);
  }
}

import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { InvoiceModel } from '../../invoices/models/invoice.model';

/** The last e-mail of a credit note, as CreditNoteMail keeps it in `credit_note_sends`. */
export type CreditNoteSendStatus = 'queued' | 'sent' | 'failed';

@ObjectType('CreditNote', {
  description: 'A credit note against an invoice: part or all of its balance taken off.',
})
export class CreditNoteModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  invoiceId: string;

  @Field({ description: "In the workspace's own series: CN-0001…" })
  creditNoteNumber: string;

  @Field({ description: 'YYYY-MM-DD.' })
  issuedOn: string;

  @Field()
  reason: string;

  @Field(() => Float, { description: "In the invoice's currency." })
  amount: number;

  @Field()
  currency: string;

  @Field({ description: "The invoice's language, which its PDF and e-mail are written in." })
  language: string;

  @Field(() => String, {
    nullable: true,
    description: 'Its last e-mail to the client: queued, sent or failed; null if never sent.',
  })
  sendStatus: CreditNoteSendStatus | null;

  @Field(() => ID, { nullable: true })
  createdById: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType('CreditNoteResult', { description: 'A credit note and its invoice after it.' })
export class CreditNoteResultModel {
  @Field(() => CreditNoteModel)
  creditNote: CreditNoteModel;

  @Field(() => InvoiceModel)
  invoice: InvoiceModel;
}

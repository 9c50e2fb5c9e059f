import { DOCUMENT_KINDS, type DocumentKind, DocumentMessages } from '@dealdraft/domain';
import { Field, ID, InputType } from '@nestjs/graphql';
import { IsDate, IsIn, IsOptional, IsUUID } from 'class-validator';
import { Type } from 'class-transformer';

@InputType()
export class CreateClientLinkInput {
  @Field(() => String, { description: 'proposal or invoice' })
  @IsIn(DOCUMENT_KINDS, { message: DocumentMessages.kindInvalid })
  documentKind: DocumentKind;

  @Field(() => ID)
  @IsUUID('all', { message: DocumentMessages.documentIdInvalid })
  documentId: string;

  @Field(() => Date, { nullable: true, description: 'After this the link answers 404.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: DocumentMessages.dateTimeFormat })
  expiresAt?: Date | null;
}

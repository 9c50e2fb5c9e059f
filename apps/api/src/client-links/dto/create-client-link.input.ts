import { DOCUMENT_KINDS, type DocumentKind } from '@dealdraft/domain';
import { Field, ID, InputType } from '@nestjs/graphql';
import { IsDate, IsIn, IsOptional, IsUUID } from 'class-validator';
import { Type } from 'class-transformer';

@InputType()
export class CreateClientLinkInput {
  @Field(() => String, { description: 'proposal or invoice' })
  @IsIn(DOCUMENT_KINDS, { message: 'Must be proposal or invoice' })
  documentKind: DocumentKind;

  @Field(() => ID)
  @IsUUID('all', { message: 'Not a document id' })
  documentId: string;

  @Field(() => Date, { nullable: true, description: 'After this the link answers 404.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'Use a date and time like 2026-12-31T12:00:00Z' })
  expiresAt?: Date | null;
}

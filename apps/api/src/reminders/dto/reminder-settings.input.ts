import {
  ClientLinkMessages,
  ClientLinkRules,
  DOCUMENT_KINDS,
  type DocumentKind,
  DocumentMessages,
} from '@dealdraft/domain';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';

const invalid = { message: ClientLinkMessages.stepsInvalid };

@InputType()
export class ReminderSettingsInput {
  @Field(() => [Int], { description: 'e.g. [3, 7]; empty turns proposal reminders off.' })
  @IsArray(invalid)
  @ArrayMaxSize(ClientLinkRules.stepsMax, invalid)
  @IsInt({ ...invalid, each: true })
  @Min(1, { ...invalid, each: true })
  @Max(ClientLinkRules.proposalDayMax, { ...invalid, each: true })
  proposalReminderDays: number[];

  @Field(() => [Int], { description: 'e.g. [-3, 0, 7]; empty turns invoice reminders off.' })
  @IsArray(invalid)
  @ArrayMaxSize(ClientLinkRules.stepsMax, invalid)
  @IsInt({ ...invalid, each: true })
  @Min(-ClientLinkRules.invoiceOffsetMax, { ...invalid, each: true })
  @Max(ClientLinkRules.invoiceOffsetMax, { ...invalid, each: true })
  invoiceReminderOffsets: number[];
}

@InputType()
export class DocumentRemindersInput {
  @Field(() => String, { description: 'proposal or invoice' })
  @IsIn(DOCUMENT_KINDS, { message: DocumentMessages.kindInvalid })
  documentKind: DocumentKind;

  @Field(() => ID)
  @IsUUID('all', { message: DocumentMessages.documentIdInvalid })
  documentId: string;

  @Field()
  @IsBoolean()
  enabled: boolean;
}

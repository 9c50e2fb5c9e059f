import { AGING_BUCKETS, INVOICE_LEDGER_STATUSES } from '@dealdraft/domain';
import { Messages } from '@dealdraft/domain';
import type { AgingBucket, LedgerStatus } from '@dealdraft/domain';
import { ArgsType, Field, ID, Int, registerEnumType } from '@nestjs/graphql';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { IsCurrencyCode } from '../../documents/money/money.inputs';
import { SortDirection } from '../../common/paging/page.models';

export enum InvoiceSortField {
  createdAt = 'createdAt',
  invoiceDate = 'invoiceDate',
  amount = 'amount',
  clientName = 'clientName',
  invoiceNumber = 'invoiceNumber',
}
registerEnumType(InvoiceSortField, { name: 'InvoiceSortField' });

@ArgsType()
export class InvoicesArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Client name or invoice number, case-insensitive substring.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @Field(() => String, {
    nullable: true,
    description: 'overdue matches sent and partially paid invoices past their due date.',
  })
  @IsOptional()
  @IsIn(INVOICE_LEDGER_STATUSES, {
    message: `Status must be one of ${INVOICE_LEDGER_STATUSES.join(', ')}`,
  })
  status?: LedgerStatus;

  @Field(() => String, {
    nullable: true,
    description:
      "Only unpaid invoices (see unpaid) this many days past due: '0-30' (not yet due included), '31-60', '61-90' or '90+'.",
  })
  @IsOptional()
  @IsIn(AGING_BUCKETS, { message: `Aging must be one of ${AGING_BUCKETS.join(', ')}` })
  aging?: AgingBucket;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only invoices with a balance still owed: sent, partially paid or overdue.',
  })
  @IsOptional()
  @IsBoolean()
  unpaid?: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Only invoices in this currency (ISO 4217).',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsCurrencyCode()
  currency?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only the documents the signed-in person created.',
  })
  @IsOptional()
  @IsBoolean()
  createdByMe?: boolean;

  @Field(() => ID, {
    nullable: true,
    description: 'Only the documents of this client (the client page).',
  })
  @IsOptional()
  @IsUUID('all', { message: Messages.validation.invalidId })
  clientId?: string;

  @Field(() => InvoiceSortField, { defaultValue: InvoiceSortField.createdAt })
  @IsOptional()
  @IsIn(Object.values(InvoiceSortField))
  sortBy: InvoiceSortField = InvoiceSortField.createdAt;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  @IsOptional()
  @IsIn(Object.values(SortDirection))
  sortDirection: SortDirection = SortDirection.DESC;

  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  after?: string;
}

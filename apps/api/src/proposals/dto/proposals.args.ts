import { PROPOSAL_STATUSES } from '@dealdraft/domain';
import { Messages } from '@dealdraft/domain';
import type { ProposalStatus } from '@dealdraft/domain';
import { ArgsType, Field, ID, Int, registerEnumType } from '@nestjs/graphql';
import { SortDirection } from '../../common/paging/page.models';
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

export enum ProposalSortField {
  createdAt = 'createdAt',
  proposalDate = 'proposalDate',
  value = 'value',
  clientName = 'clientName',
  proposalTitle = 'proposalTitle',
}
registerEnumType(ProposalSortField, { name: 'ProposalSortField' });

@ArgsType()
export class ProposalsArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Client name or title, case-insensitive substring.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(PROPOSAL_STATUSES, { message: `Status must be one of ${PROPOSAL_STATUSES.join(', ')}` })
  status?: ProposalStatus;

  @Field(() => ProposalSortField, { defaultValue: ProposalSortField.createdAt })
  @IsOptional()
  @IsIn(Object.values(ProposalSortField))
  sortBy: ProposalSortField = ProposalSortField.createdAt;

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

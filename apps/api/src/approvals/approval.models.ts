import { Field, Float, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { ApprovalState } from './proposal-approval.entity';

export const ApprovalStateEnum = {
  none: 'none',
  requested: 'requested',
  approved: 'approved',
  returned: 'returned',
} as const;
registerEnumType(ApprovalStateEnum, { name: 'ApprovalState' });

@ObjectType('ApprovalRule', {
  description: 'When a proposal needs an admin’s approval before it is sent (none set: never).',
})
export class ApprovalRuleModel {
  @Field(() => Float, {
    nullable: true,
    description: 'A total over this amount, in the workspace currency.',
  })
  overTotal: number | null;

  @Field(() => Float, { nullable: true, description: 'A document discount over this percent.' })
  overDiscountPercent: number | null;

  @Field()
  currency: string;
}

@InputType('ApprovalRuleInput')
export class ApprovalRuleInput {
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'overTotal must be a number' })
  @Min(0, { message: 'overTotal must be 0 or more' })
  @Max(9_999_999_999, { message: 'overTotal is too large' })
  overTotal?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'overDiscountPercent must be a number' })
  @Min(0, { message: 'overDiscountPercent must be between 0 and 100' })
  @Max(100, { message: 'overDiscountPercent must be between 0 and 100' })
  overDiscountPercent?: number | null;
}

@InputType('ApprovalReturnInput')
export class ApprovalReturnInput {
  @Field()
  @IsString({ message: 'comment must be text' })
  @MinLength(1, { message: 'comment: Please say what to change' })
  @MaxLength(2000, { message: 'comment must be at most 2000 characters' })
  comment: string;
}

@ObjectType('ProposalApproval', { description: 'A proposal’s approval before sending.' })
export class ProposalApprovalModel {
  @Field(() => ID)
  proposalId: string;

  @Field(() => ApprovalStateEnum, {
    description: 'none until requested; an edit after approval goes back to none.',
  })
  state: ApprovalState;

  @Field({ description: 'The workspace rule holds this proposal until it is approved.' })
  required: boolean;

  @Field({ description: 'It may be sent: not required, or approved as it is now.' })
  sendable: boolean;

  @Field(() => [String], { description: 'Which thresholds it is over: total, discount.' })
  reasons: string[];

  @Field(() => ID, { nullable: true })
  requestedById: string | null;

  @Field(() => String, { nullable: true })
  requestedByName: string | null;

  @Field(() => Date, { nullable: true })
  requestedAt: Date | null;

  @Field(() => ID, { nullable: true })
  decidedById: string | null;

  @Field(() => String, { nullable: true })
  decidedByName: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'What to change, when returned.' })
  comment: string | null;
}

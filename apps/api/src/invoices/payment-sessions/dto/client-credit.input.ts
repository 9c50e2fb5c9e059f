import { ClientCreditMessages, CLIENT_CREDIT_STATUSES } from '@dealdraft/domain';
import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { Messages } from '@dealdraft/domain';

/** The invoice a credit is applied to. */
@InputType()
export class ApplyClientCreditInput {
  @Field(() => ID)
  @IsUUID('all', { message: ClientCreditMessages.invoiceRequired })
  invoiceId: string;
}

/** Which credits to list: one client's, and by status (default: every status). */
@InputType()
export class ClientCreditsFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: Messages.validation.invalidId })
  clientId?: string;

  @Field(() => String, { nullable: true, description: 'unapplied, applied or refunded.' })
  @IsOptional()
  @IsIn([...CLIENT_CREDIT_STATUSES], {
    message: `Choose one of: ${CLIENT_CREDIT_STATUSES.join(', ')}`,
  })
  status?: string;
}

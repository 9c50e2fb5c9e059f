import { OnlinePaymentMessages } from '@dealdraft/domain';
import { IsString, MaxLength } from 'class-validator';

/** The simulated gateway's session token (REST query of its page, body of its Pay button). */
export class SimulatedPaymentInput {
  @MaxLength(4000, { message: OnlinePaymentMessages.simulatedNotFound })
  @IsString({ message: OnlinePaymentMessages.simulatedNotFound })
  session: string;
}

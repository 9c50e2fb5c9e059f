import { SubscriptionMessages } from '@dealdraft/domain';
import { IsString, MaxLength } from 'class-validator';

/** The simulated checkout's session token (REST query of the page, body of its Pay button). */
export class SimulatedCheckoutInput {
  @MaxLength(4000, { message: SubscriptionMessages.checkoutNotFound })
  @IsString({ message: SubscriptionMessages.checkoutNotFound })
  session: string;
}

import { OnlinePaymentMessages } from '@dealdraft/domain';
import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { SimulatedPaymentInput } from './dto/simulated-payment.input';
import { InvoiceCheckoutService } from './invoice-checkout.service';

const M = OnlinePaymentMessages;

/**
 * The simulated gateway's page and its Pay button (a workspace without keys, never in
 * production). Public like the client page it comes from: the sealed session is the credential.
 */
@Public()
@Controller('payments/simulated')
export class SimulatedPaymentController {
  constructor(private readonly checkout: InvoiceCheckoutService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  view(@Query() query: SimulatedPaymentInput) {
    return ok(this.checkout.simulated(query.session), M.simulatedFetched);
  }

  @Post('pay')
  @HttpCode(200)
  async pay(@Body() input: SimulatedPaymentInput) {
    return ok(await this.checkout.paySimulated(input.session), M.simulatedPaid);
  }
}

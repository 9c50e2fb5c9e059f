import { Messages } from '@dealdraft/domain';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ok } from '../common/http/envelope';
import { OperatorGuard } from '../common/http/operator.guard';
import { Public } from '../common/http/public.decorator';
import { PingInput } from './dto/ping.input';
import { SystemService } from './system.service';

@Controller('system')
export class SystemController {
  constructor(private readonly system: SystemService) {}

  /** Enqueues a `ping` job and answers once a worker has processed it. Operators only. */
  @Public()
  @UseGuards(OperatorGuard)
  @Post('ping')
  @HttpCode(200)
  async ping(@Body() input: PingInput) {
    return ok(await this.system.ping(input.holdMs), Messages.system.pingProcessed);
  }
}

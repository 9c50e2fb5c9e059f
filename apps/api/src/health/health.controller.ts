import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/http/public.decorator';
import { Readiness } from './readiness';

@Controller('health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** 200 when PostgreSQL and Redis both answer; 503 naming the one that doesn't. */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) response: Response) {
    const { httpStatus, body } = await this.readiness.healthy();
    response.status(httpStatus);
    return body;
  }

  /** Liveness: 200 while the event loop answers; it asks no dependency. */
  @Public()
  @Get('live')
  live(@Res({ passthrough: true }) response: Response) {
    const { httpStatus, body } = this.readiness.live();
    response.status(httpStatus);
    return body;
  }

  /** Readiness: 200 when PostgreSQL and Redis answer and no shutdown is under way; else 503. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response) {
    const { httpStatus, body } = await this.readiness.ready();
    response.status(httpStatus);
    return body;
  }
}

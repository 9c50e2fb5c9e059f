import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time, as one injectable: schedules (reminders, overdue, link expiry) read it here so a
 * test can move days ahead without waiting for them.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** One Clock for the process, so a test overrides it once. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

import { Global, Injectable, Module } from '@nestjs/common';

/** The time as the business rules see it: system time, moved by tests (overrideProvider) to drive 60/90-day rules. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

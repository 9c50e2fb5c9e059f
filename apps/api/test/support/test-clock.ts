import { Clock } from '../../src/common/clock';

/** A Clock a test moves by hand: days pass without waiting for them. */
export class TestClock extends Clock {
  constructor(private current = new Date()) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(iso: string): void {
    this.current = new Date(iso);
  }

  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 86_400_000);
  }
}

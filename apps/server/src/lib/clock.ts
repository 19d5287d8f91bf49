/** The source of "now"; injected so jobs and date rules can be tested with a fixed clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * A clock running a fixed offset ahead of its base: the dev clock (DEV_CLOCK=true, modules/dev-clock). `now` stays a
 * synchronous `Clock`; the offset is the one stored in the database, learnt by every process (dev-clock-sync.ts).
 * It only moves forward: an older offset read late (a poll racing a notification) is ignored.
 */
export class OffsetClock {
  private offset = 0;
  constructor(readonly base: Clock) {}
  readonly now: Clock = () => new Date(this.base().getTime() + this.offset);
  get offsetMs(): number {
    return this.offset;
  }
  /** Takes the stored offset if it is ahead of the one known here. */
  learn(offsetMs: number): void {
    if (Number.isFinite(offsetMs) && offsetMs > this.offset) this.offset = offsetMs;
  }
}

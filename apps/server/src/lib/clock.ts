/** The source of "now"; injected so jobs and date rules can be tested with a fixed clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

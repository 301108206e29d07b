/** Time is an adapter so tests can pin it; production code never calls Date.now() for business rules. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

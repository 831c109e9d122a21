/** Time as the server sees it; injected so that tests can move it (captcha expiry, token expiry, throttling). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

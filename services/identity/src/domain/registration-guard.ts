import { TooManyRequestsError, ValidationError } from '@journal/errors';
import type { LoginThrottle } from '../repositories/login-throttle.port';
import type { RegistrationChallenge } from './altcha-challenge';

export const TOO_MANY_REGISTRATIONS =
  'Too many accounts were registered from your network. Please try again later.';
export const CHALLENGE_FAILED = 'Please complete the verification that you are not a robot, then try again.';

const HOUR_SECONDS = 3600;

/**
 * Issue 26 item 7: what a registration must pass before anything is written. With the challenge on, a
 * solved, unused ALTCHA challenge (400 otherwise); then one charge on the client address' hourly
 * counter (429 with Retry-After when full). The counter lives where the login throttle's do (Redis with
 * several instances, memory in the embedded mode).
 */
export class RegistrationGuard {
  constructor(
    private readonly deps: {
      counters: LoginThrottle;
      perHour: number;
      challenge?: RegistrationChallenge;
    },
  ) {}

  get challengeEnabled(): boolean {
    return this.deps.challenge !== undefined;
  }

  /** A new challenge for the form; undefined when the challenge is off. */
  async challenge() {
    return this.deps.challenge?.create();
  }

  async admit(ip: string | undefined, altcha: string | undefined): Promise<void> {
    if (this.deps.challenge && !(await this.deps.challenge.verify(altcha)))
      throw new ValidationError(CHALLENGE_FAILED);
    if (this.deps.perHour <= 0) return;
    const reservation = await this.deps.counters.reserve([
      { key: `registrations:${ip ?? 'unknown'}`, limit: this.deps.perHour, windowSeconds: HOUR_SECONDS },
    ]);
    if (!reservation.granted)
      throw new TooManyRequestsError(TOO_MANY_REGISTRATIONS, reservation.retryAfterSeconds);
  }
}

import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Issue 26 item 7: how many registrations one client address may make in an hour, and the optional
 * proof-of-work challenge (ALTCHA) on the registration form. Shared by identity's config and the
 * embedded mode's (gateway/src/config.ts spreads it).
 */
export const registrationSettingsShape = {
  /** Registrations per client address and hour; 0 turns the limit off. */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /** `altcha`: registration needs a solved proof-of-work challenge (GET /api/registration/challenge). */
  REGISTRATION_CHALLENGE: z.enum(['off', 'altcha']).default('off'),
  /** Signs the challenges; the same on every identity instance. Embedded: a random one per start. */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PBKDF2 iterations per attempt a browser makes. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** The solution is a counter drawn between half of this and this: the attempts a browser needs. */
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(10_000),
};

export const registrationSettingsSchema = z.object(registrationSettingsShape);
type SettingsInput = z.infer<typeof registrationSettingsSchema>;

export interface ChallengeSettings {
  hmacKey: string;
  cost: number;
  maxCounter: number;
}

export interface RegistrationSettings {
  perHour: number;
  /** Undefined: no challenge. */
  challenge?: ChallengeSettings;
}

export function registrationSettingsOf(
  config: SettingsInput,
  options: { generateKey: boolean },
): RegistrationSettings {
  if (config.REGISTRATION_CHALLENGE === 'off') return { perHour: config.REGISTRATIONS_PER_HOUR };
  const hmacKey =
    config.ALTCHA_HMAC_KEY ?? (options.generateKey ? randomBytes(32).toString('hex') : undefined);
  if (!hmacKey)
    throw new Error(
      'ALTCHA_HMAC_KEY is required with REGISTRATION_CHALLENGE=altcha (at least 32 characters, the same on every identity instance)',
    );
  return {
    perHour: config.REGISTRATIONS_PER_HOUR,
    challenge: { hmacKey, cost: config.ALTCHA_COST, maxCounter: config.ALTCHA_MAX_COUNTER },
  };
}

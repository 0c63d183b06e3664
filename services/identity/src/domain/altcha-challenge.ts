import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { ChallengeSettings } from './registration-settings';
import type { UsedChallenges } from '../repositories/used-challenges.port';

/** How long a challenge may be solved and used. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

// The widget's form value: base64 of JSON { challenge, solution } (altcha-lib's Payload).
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter, so none may be dropped.
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(200),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(200).optional(),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

function decode(raw: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface RegistrationChallenge {
  /** A new signed challenge for the widget (GET /api/registration/challenge). */
  create(): Promise<Challenge>;
  /** true when `payload` solves one of our challenges, unexpired and never used before. */
  verify(payload: string | undefined): Promise<boolean>;
}

/**
 * ALTCHA proof of work (altcha-lib v2, PBKDF2/SHA-256 in deterministic mode): the server draws the
 * counter, signs the derived key, and the browser must try counters until it finds the key's prefix,
 * so each registration costs the client about `maxCounter * 3/4` PBKDF2 runs of `cost` iterations and the
 * server one. Each solution is accepted once.
 */
export function createAltchaChallenge(
  settings: ChallengeSettings,
  used: UsedChallenges,
): RegistrationChallenge {
  // Separate secrets for the challenge and the derived-key signatures, both from the one configured key.
  const keySecret = `${settings.hmacKey}:derived-key`;
  return {
    create: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: settings.cost,
        counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter / 2)),
        deriveKey,
        hmacSignatureSecret: settings.hmacKey,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      }),
    async verify(raw) {
      const payload = raw ? decode(raw) : undefined;
      if (!payload || payload.challenge.parameters.algorithm !== 'PBKDF2/SHA-256') return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: settings.hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      return used.claim(payload.challenge.parameters.nonce, CHALLENGE_TTL_SECONDS);
    },
  };
}

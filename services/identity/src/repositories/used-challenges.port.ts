/** Solved challenges already spent: one solution registers one account. */
export interface UsedChallenges {
  /** true the first time `id` is claimed (until `ttlSeconds` pass); false for a replay. */
  claim(id: string, ttlSeconds: number): Promise<boolean>;
}

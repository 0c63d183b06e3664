import type { Redis } from 'ioredis';
import type { LoginThrottle } from './login-throttle.port';

// KEYS: counters; ARGV: limit, window (ms) per key. All or nothing: either every counter is charged or,
// when one is at its limit, none is and its remaining window comes back.
const RESERVE = `
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    return {0, redis.call('PTTL', key)}
  end
end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return {1, 0}`;

// KEYS: counters to take one charge back from, then (from ARGV[1] + 1 on) keys to forget.
const RELEASE = `
local charged = tonumber(ARGV[1])
for i = 1, charged do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
for i = charged + 1, #KEYS do redis.call('DEL', KEYS[i]) end
return 1`;

/**
 * Shared store for several identity instances. Each check-and-charge is one Lua script, so concurrent
 * attempts on any instance are serialised by Redis; windows start at a counter's first charge.
 */
export function createRedisLoginThrottle(redis: Redis, options: { prefix?: string } = {}): LoginThrottle {
  const prefix = options.prefix ?? 'identity:login-failures:';
  return {
    async reserve(counters) {
      const args = counters.flatMap((c) => [String(c.limit), String(c.windowSeconds * 1000)]);
      const [granted, pttl] = (await redis.eval(
        RESERVE,
        counters.length,
        ...counters.map((c) => prefix + c.key),
        ...args,
      )) as [number, number];
      return granted === 1
        ? { granted: true }
        : { granted: false, retryAfterSeconds: Math.max(1, Math.ceil(pttl / 1000)) };
    },
    async release(counters, clearKeys) {
      const keys = [...counters.map((c) => prefix + c.key), ...clearKeys.map((key) => prefix + key)];
      await redis.eval(RELEASE, keys.length, ...keys, String(counters.length));
    },
  };
}

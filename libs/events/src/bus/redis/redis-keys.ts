import { eventCategory } from '../bus-naming';

/** Key layout: one stream per event category plus one dead-letter stream, under a prefix. */
export interface RedisKeys {
  streamFor(type: string): string;
  streamForCategory(category: string): string;
  deadLetter: string;
}

export function redisKeys(prefix: string): RedisKeys {
  return {
    streamFor: (type) => `${prefix}:${eventCategory(type)}`,
    streamForCategory: (category) => `${prefix}:${category}`,
    deadLetter: `${prefix}:dead-letter`,
  };
}

import { z } from 'zod';

/** Thrown when the environment does not satisfy a schema; lists every bad key at once. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly issues: string[],
  ) {
    super(`Invalid configuration for ${service}:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` with `schema`. Empty strings count as unset so `FOO=` behaves like no FOO. */
export function parseConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(service, issues);
}

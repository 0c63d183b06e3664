import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPool, runMigrations } from '@journal/db';
import { CliDatabaseError, openCliDatabase } from './cli-database';
import { createArgon2Hasher } from '../src/domain/argon2-password.hasher';
import { upsertAdmin } from '../src/domain/admin-accounts.service';
import { isEmail } from '../src/domain/form-fields';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../src/domain/registration.input';
import { MIGRATIONS_DIR, SCHEMA } from '../src/repositories/schema';
import { promptHidden } from './prompt-hidden';

const USAGE = `Usage: npm run admin:create -- --email <email> [--password <password>] [--given-names <names>] [--family-name <name>]
Creates an administrator, or updates the password and names of an existing one.
Without --password: asks for one on a terminal (empty answer = generate), otherwise generates and prints one.
Database: DATABASE_URL, else the embedded database of \`npm start\` under DATA_DIR (stop \`npm start\` first).`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'given-names': { type: 'string' },
      'family-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return undefined;
  const email = values.email?.trim() ?? '';
  if (!isEmail(email)) throw new UsageError('--email must be a valid email address');
  for (const key of ['given-names', 'family-name'] as const) {
    const value = values[key];
    if (value !== undefined && (!value.trim() || value.trim().length > NAME_MAX))
      throw new UsageError(`--${key} must be 1 to ${NAME_MAX} characters`);
  }
  return {
    email,
    password: values.password,
    givenNames: values['given-names']?.trim(),
    familyName: values['family-name']?.trim(),
  };
}

function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    throw new UsageError(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  return password;
}

async function choosePassword(given: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) return { password: checkPassword(given), generated: false };
  if (process.stdin.isTTY) {
    const typed = await promptHidden(`Password (${PASSWORD_MIN}+ characters, empty to generate one): `);
    if (typed) return { password: checkPassword(typed), generated: false };
  }
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  if (!args) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { password, generated } = await choosePassword(args.password);
  const database = await openCliDatabase(process.env);
  try {
    await runMigrations({ databaseUrl: database.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const pool = createPool(database.url, { max: 1, applicationName: 'identity-admin-create' });
    try {
      const { admin, created } = await upsertAdmin(
        { pool, hasher: createArgon2Hasher() },
        { ...args, password },
      );
      process.stdout.write(
        `${created ? 'Created' : 'Updated'} administrator ${admin.email} (${admin.given_names} ${admin.family_name}) in the ${database.where}.\n`,
      );
      if (generated) process.stdout.write(`Generated password: ${password}\n`);
    } finally {
      await pool.end();
    }
  } finally {
    // Always stop an embedded server we started, or it would outlive the command.
    await database.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliDatabaseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    const usage =
      error instanceof UsageError || (error as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(
      `${error instanceof Error ? error.message : String(error)}\n${usage ? `\n${USAGE}\n` : ''}`,
    );
    process.exit(usage ? 2 : 1);
  },
);

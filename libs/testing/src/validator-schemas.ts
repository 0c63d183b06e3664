import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The official schemas of the standards the platform speaks (Crossref, JATS, OAI-PMH, COUNTER, ...):
 * `../shared/validator-schemas` beside the project (CI and every machine of this workplace have it).
 * Tests read them from there and never copy them into the project.
 */
export function validatorSchemasDir(): string {
  const candidates = [
    process.env.VALIDATOR_SCHEMAS_DIR,
    path.resolve(__dirname, '../../../../shared/validator-schemas'),
    '/work/shared/validator-schemas',
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`validator-schemas not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A file under the validator-schemas folder, e.g. `validatorSchema('crossref/crossref5.3.1.xsd')`. */
export function validatorSchema(relative: string): string {
  return path.join(validatorSchemasDir(), relative);
}

/**
 * xmllint's verdict on an XML text against an XSD: `{ valid, errors }` (errors as xmllint printed them).
 * `catalog`: an OASIS catalog (e.g. `validatorSchema('doaj/catalog.xml')`) that serves the schema's imports
 * by web address from the local copies.
 */
export function xmllintAgainst(
  xsdPath: string,
  xml: string,
  options: { catalog?: string } = {},
): { valid: boolean; errors: string } {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsdPath, '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...(options.catalog ? { env: { ...process.env, XML_CATALOG_FILES: options.catalog } } : {}),
  });
  return { valid: run.status === 0, errors: run.stderr };
}

/**
 * xmllint's verdicts on several XML texts against one XSD, in one run (the schema is loaded once) and
 * without blocking the event loop (a service under test in this process keeps answering).
 */
export async function xmllintAllAgainst(
  xsdPath: string,
  documents: Record<string, string>,
): Promise<Record<string, { valid: boolean; errors: string }>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'xmllint-'));
  try {
    const names = Object.keys(documents);
    const files = names.map((_, i) => path.join(dir, `${i}.xml`));
    await Promise.all(names.map((name, i) => writeFile(files[i]!, documents[name]!)));
    const stderr = await new Promise<string>((resolve) =>
      execFile(
        'xmllint',
        ['--noout', '--nonet', '--schema', xsdPath, ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (_err, _out, err) => resolve(err),
      ),
    );
    const lines = stderr.split('\n');
    return Object.fromEntries(
      names.map((name, i) => {
        const mine = lines.filter((l) => l.startsWith(`${files[i]}:`) || l.startsWith(`${files[i]} `));
        return [name, { valid: mine.includes(`${files[i]} validates`), errors: mine.join('\n') }];
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

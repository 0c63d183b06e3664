import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** xmllint's verdict on an XML text against an XSD: `{ valid, errors }` (errors as xmllint printed them). */
export function xmllintAgainst(xsdPath: string, xml: string): { valid: boolean; errors: string } {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsdPath, '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { valid: run.status === 0, errors: run.stderr };
}

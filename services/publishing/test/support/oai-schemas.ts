import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validatorSchema } from '@journal/testing';

const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
export const JATS_OAI_NS = 'http://jats.nlm.nih.gov';
export const OPENAIRE_NS = 'http://namespace.openaire.eu/schema/oaire/';

const schema = (targetNamespace: string | null, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"${
  targetNamespace ? ` targetNamespace="${targetNamespace}" elementFormDefault="qualified"` : ''
}>
${body}
</xs:schema>
`;
const xmlNamespace = `<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="${validatorSchema('jats/standard-modules/xml.xsd')}"/>`;
const oaiPmh = `<xs:import namespace="${OAI_NS}" schemaLocation="${validatorSchema('oai/OAI-PMH.xsd')}"/>`;

/**
 * Schemas for whole OAI-PMH answers, one per metadata format, written into `dir` (they only point at the
 * official files): the envelope's `<metadata>` is validated strictly, so each record is checked against
 * its format's official schema, and XML ids must be unique across the whole answer.
 *
 * JATS in OAI has no schema of its own (the JATS 1.3 XSD has no target namespace): the JATS XSD is
 * included twice, once as it is (the ALI module refers to JATS groups without a namespace) and once into
 * the OAI JATS namespace (a chameleon include), which validates the records.
 */
export async function writeOaiSchemas(
  dir: string,
): Promise<Record<'oai_dc' | 'jats' | 'oai_openaire', string>> {
  const jatsXsd = validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd');
  const files = {
    'jats-in-oai.xsd': schema(JATS_OAI_NS, `<xs:include schemaLocation="${jatsXsd}"/>`),
    'oai-jats.xsd': schema(
      null,
      `${xmlNamespace}
<xs:include schemaLocation="${jatsXsd}"/>
${oaiPmh}
<xs:import namespace="${JATS_OAI_NS}" schemaLocation="${path.join(dir, 'jats-in-oai.xsd')}"/>`,
    ),
    'oai-dc.xsd': schema(
      null,
      `${xmlNamespace}
${oaiPmh}
<xs:import namespace="${OAI_DC_NS}" schemaLocation="${validatorSchema('oai/oai_dc.xsd')}"/>`,
    ),
    // (its DC and DataCite modules are OpenAIRE's own, so oai_dc's DC schema must not be in the same set)
    'oai-openaire.xsd': schema(
      null,
      `${xmlNamespace}
${oaiPmh}
<xs:import namespace="${OPENAIRE_NS}" schemaLocation="${validatorSchema('openaire/4.0/openaire.xsd')}"/>`,
    ),
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return {
    oai_dc: path.join(dir, 'oai-dc.xsd'),
    jats: path.join(dir, 'oai-jats.xsd'),
    oai_openaire: path.join(dir, 'oai-openaire.xsd'),
  };
}

/** Each OAI-PMH JATS record as a document of its own (the OAI namespace and schema location taken off). */
export const jatsRecords = (oai: string): string[] =>
  [...oai.matchAll(/<article xmlns="http:\/\/jats\.nlm\.nih\.gov"[\s\S]*?<\/article>/g)].map(
    ([raw]) =>
      `<?xml version="1.0" encoding="UTF-8"?>${raw
        .replace(` xmlns="${JATS_OAI_NS}"`, '')
        .replace(/ xmlns:xsi="[^"]*" xsi:schemaLocation="[^"]*"/, '')}`,
  );

/**
 * xmllint against an XSD that reaches OpenAIRE's schemas, whose imports of xml.xsd by web address the
 * OpenAIRE catalog serves from the local copy (xmllint runs without network). Asynchronous, so that a
 * service under test in this process keeps answering.
 */
export function xmllintWithOpenaireCatalog(
  xsdPath: string,
  xml: string,
): Promise<{ valid: boolean; errors: string }> {
  return new Promise((resolve, reject) => {
    const run = spawn('xmllint', ['--noout', '--nonet', '--schema', xsdPath, '-'], {
      env: { ...process.env, XML_CATALOG_FILES: validatorSchema('openaire/catalog.xml') },
    });
    let errors = '';
    run.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    run.on('error', reject);
    run.on('close', (code) => resolve({ valid: code === 0, errors }));
    run.stdin.end(xml);
  });
}

/** Each OAI-PMH oai_openaire record as a document of its own. */
export const openaireRecords = (oai: string): string[] =>
  [...oai.matchAll(/<oaire:resource [\s\S]*?<\/oaire:resource>/g)].map(
    ([raw]) => `<?xml version="1.0" encoding="UTF-8"?>${raw}`,
  );

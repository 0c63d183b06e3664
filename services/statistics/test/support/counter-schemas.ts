import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { validatorSchema } from '@journal/testing';

/** The two Release 5.1 OpenAPI documents under ../shared/validator-schemas/counter/ (see its README). */
const SPECS = ['counter/COUNTER_API.json', 'counter/COUNTER_SUSHI_API.json'];

/**
 * Validates an answer against a component of COUNTER's OpenAPI 3.1 specifications with a JSON Schema
 * 2020-12 validator: `schemas/PR`, or a response's schema such as `responses/200_Status`. Returns the
 * errors of every specification (none when valid under both).
 */
export function counterValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  SPECS.forEach((file, index) =>
    ajv.addSchema(JSON.parse(readFileSync(validatorSchema(file), 'utf8')) as object, `counter${index}`),
  );
  return (component: string, answer: unknown): string[] => {
    // fetch's JSON is built outside jest's sandbox, and ajv's `const` compares arrays by constructor
    // (fast-deep-equal): a copy made here lets the standard views' fixed filter lists compare equal.
    const data: unknown = JSON.parse(JSON.stringify(answer));
    const [kind, name] = component.split('/');
    const pointer =
      kind === 'responses'
        ? `#/components/responses/${name}/content/application~1json/schema`
        : `#/components/${component}`;
    return SPECS.flatMap((file, index) => {
      const validate = ajv.getSchema(`counter${index}${pointer}`);
      if (!validate) return [`${file}: no ${component}`];
      return validate(data)
        ? []
        : (validate.errors ?? []).map((e) => `${file} ${e.instancePath} ${e.message}`);
    });
  };
}

import { isOaiDay } from './oai-day';
import { OaiError } from './oai-error';
import { decodeResumptionToken, type OaiListPosition } from './resumption-token';

export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

/** Arguments each verb accepts: required, optional, exclusive (resumptionToken). */
const ARGUMENTS: Record<OaiVerb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

export type OaiRequest =
  | { verb: 'Identify' }
  | { verb: 'ListMetadataFormats'; identifier?: string }
  | { verb: 'ListSets'; resumptionToken?: string }
  | { verb: 'ListIdentifiers' | 'ListRecords'; position: OaiListPosition }
  | { verb: 'GetRecord'; identifier: string; metadataPrefix: string };

const SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * A `YYYY-MM-DD` that names a real day of the years 0001-9999 (the repository's granularity); finer,
 * malformed or out-of-range dates are refused.
 */
function parseDay(name: string, value: string): string {
  if (SECONDS.test(value))
    throw new OaiError('badArgument', `${name} has a finer granularity than the repository's (YYYY-MM-DD)`);
  if (!isOaiDay(value))
    throw new OaiError('badArgument', `${name} must be a date of the form YYYY-MM-DD (years 0001-9999)`);
  return value;
}

/**
 * Reads the request's arguments (query string or form body, as pairs, so repeats are seen) into one
 * verb's request, or throws the protocol error the OAI-PMH 2.0 specification (section 3.6) names.
 */
export function parseOaiRequest(pairs: [string, string][]): OaiRequest {
  const args = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (args.has(name))
      throw new OaiError(name === 'verb' ? 'badVerb' : 'badArgument', `The argument ${name} is repeated`);
    args.set(name, value);
  }
  const verb = args.get('verb');
  if (verb === undefined) throw new OaiError('badVerb', 'The verb argument is missing');
  if (!(OAI_VERBS as readonly string[]).includes(verb))
    throw new OaiError('badVerb', `Illegal verb: ${verb}`);
  const spec = ARGUMENTS[verb as OaiVerb];
  args.delete('verb');

  const token = spec.exclusive ? args.get(spec.exclusive) : undefined;
  if (token !== undefined && args.size > 1)
    throw new OaiError(
      'badArgument',
      'resumptionToken is an exclusive argument: no other argument may come with it',
    );
  for (const name of args.keys())
    if (![...spec.required, ...spec.optional, spec.exclusive].includes(name))
      throw new OaiError('badArgument', `Illegal argument for ${verb}: ${name}`);
  if (token === undefined)
    for (const name of spec.required)
      if (!args.get(name)) throw new OaiError('badArgument', `Missing required argument: ${name}`);

  switch (verb as OaiVerb) {
    case 'Identify':
      return { verb: 'Identify' };
    case 'ListMetadataFormats':
      return { verb: 'ListMetadataFormats', identifier: args.get('identifier') };
    case 'ListSets':
      return { verb: 'ListSets', resumptionToken: token };
    case 'GetRecord':
      return {
        verb: 'GetRecord',
        identifier: args.get('identifier')!,
        metadataPrefix: args.get('metadataPrefix')!,
      };
    case 'ListIdentifiers':
    case 'ListRecords': {
      const listVerb = verb as 'ListIdentifiers' | 'ListRecords';
      if (token !== undefined) return { verb: listVerb, position: decodeResumptionToken(token) };
      const from = args.has('from') ? parseDay('from', args.get('from')!) : undefined;
      const until = args.has('until') ? parseDay('until', args.get('until')!) : undefined;
      if (from && until && from > until)
        throw new OaiError('badArgument', 'from must not be later than until');
      return {
        verb: listVerb,
        position: {
          metadataPrefix: args.get('metadataPrefix')!,
          from,
          until,
          set: args.get('set'),
          cursor: 0,
        },
      };
    }
  }
}

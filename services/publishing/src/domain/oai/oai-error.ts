/** The protocol's error codes (OAI-PMH 2.0, section 3.6). */
export type OaiErrorCode =
  | 'badVerb'
  | 'badArgument'
  | 'badResumptionToken'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

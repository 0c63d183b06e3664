/** The COUNTER_SUSHI5 exceptions this server answers (COUNTER 5.1 Code of Practice, Appendix D). */
export const SUSHI_EXCEPTIONS = {
  1030: { message: 'Insufficient Information to Process Request', status: 400 },
  2010: { message: 'Requestor is Not Authorized to Access Usage for Institution', status: 403 },
  2020: { message: 'APIKey Invalid', status: 401 },
  3020: { message: 'Invalid Date Arguments', status: 400 },
  3030: { message: 'No Usage Available for Requested Dates', status: 200 },
  3031: { message: 'Usage Not Ready for Requested Dates', status: 200 },
  3060: { message: 'Invalid ReportFilter Value', status: 200 },
  3062: { message: 'Invalid ReportAttribute Value', status: 200 },
} as const;

export type SushiExceptionCode = keyof typeof SUSHI_EXCEPTIONS;

export interface SushiException {
  Code: SushiExceptionCode;
  Message: string;
  Data?: string;
}

export function sushiException(code: SushiExceptionCode, data?: string): SushiException {
  return { Code: code, Message: SUSHI_EXCEPTIONS[code].message, ...(data ? { Data: data } : {}) };
}

/** A request the server refuses: answered with the exception alone, at its HTTP status. */
export class SushiError extends Error {
  readonly exception: SushiException;
  readonly status: number;

  constructor(code: SushiExceptionCode, data?: string) {
    super(SUSHI_EXCEPTIONS[code].message);
    this.exception = sushiException(code, data);
    this.status = SUSHI_EXCEPTIONS[code].status;
  }
}

/** A non-OK HTTP answer: message per SPEC section 7, parsed body kept so screens can show the server message. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /** The `message` of a `{ success: false, message }` body, when the server sent one. */
  get serverMessage(): string | undefined {
    const body = this.body;
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
    return undefined;
  }

  /** True when the server answered with a JSON object (as opposed to a proxy page or nothing). */
  get hasJsonBody(): boolean {
    return this.body !== null && typeof this.body === 'object';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when the failure carried one, else the screen's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/**
 * Screens treat an HTTP error carrying a JSON `{ success: false, message }` body like a
 * `success: false` answer (the server explained itself); anything else (network failure, a proxy
 * page, unparsable body) returns null: a connection failure.
 */
export function failedAnswer(error: unknown): { message?: string } | null {
  if (isApiError(error) && error.hasJsonBody) return { message: error.serverMessage };
  return null;
}

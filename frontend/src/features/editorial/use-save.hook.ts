import { useCallback, useState } from 'react';
import { isApiError } from '../../api/api-error';
import type { FieldErrors } from './field-spec';
import { EDITORIAL_MESSAGES } from './editorial.messages';

export interface SaveState {
  busy: boolean;
  error: string | null;
  success: string | null;
  fieldErrors: FieldErrors;
}

const IDLE: SaveState = { busy: false, error: null, success: null, fieldErrors: {} };

/** The server's `{ message, field }` (400, 409) or just `message` (403, 404, 413), else a generic text. */
function failure(error: unknown): Pick<SaveState, 'error' | 'fieldErrors'> {
  if (!isApiError(error)) return { error: EDITORIAL_MESSAGES.unreachable, fieldErrors: {} };
  const message = error.serverMessage ?? error.message;
  const body = error.body as { field?: unknown } | null;
  const field = body && typeof body === 'object' && typeof body.field === 'string' ? body.field : '';
  return { error: message, fieldErrors: field ? { [field]: message } : {} };
}

/**
 * One form's save: busy while the request runs, then the success text, or the server's message in the
 * form's alert and beside the field it names.
 */
export function useSave() {
  const [state, setState] = useState<SaveState>(IDLE);

  const run = useCallback(async <T>(action: () => Promise<T>, success: string | ((result: T) => string)) => {
    setState({ ...IDLE, busy: true });
    try {
      const result = await action();
      setState({ ...IDLE, success: typeof success === 'function' ? success(result) : success });
      return result;
    } catch (error) {
      setState({ ...IDLE, ...failure(error) });
      return undefined;
    }
  }, []);

  /** A form-level problem found before sending (nothing to save, a file too large). */
  const fail = useCallback((message: string) => setState({ ...IDLE, error: message }), []);
  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, run, fail, reset };
}

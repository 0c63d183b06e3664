import { randomUUID } from 'node:crypto';
import { InvalidObjectKeyError } from './storage.errors';

// One segment: safe characters only and never starting with '.', which rules out '.', '..' and hidden
// names (the disk adapter keeps its temp and metadata files under dot-directories).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
const EXTENSION = /^[a-z0-9]{1,16}$/;

/** Throws InvalidObjectKeyError unless `key` is a relative, normalized path of safe segments. */
export function assertValidObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw new InvalidObjectKeyError('Invalid object key: it must be a non-empty string');
  }
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidObjectKeyError(`Invalid object key: longer than ${MAX_KEY_LENGTH} characters`);
  }
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '..' || segment === '.') {
      throw new InvalidObjectKeyError(
        `Invalid object key "${printable(key)}": path traversal ('${segment}' segment) is not allowed`,
      );
    }
    if (!SEGMENT.test(segment)) {
      throw new InvalidObjectKeyError(
        `Invalid object key "${printable(key)}": use '/'-separated segments of letters, digits, '.', '_' and '-' ` +
          `(no leading '/', no empty or dot-leading segments)`,
      );
    }
  }
}

/**
 * A fresh storage key such as `papers/2026/11/6f1c...-....docx`. Keys never contain the user's file
 * name: names are untrusted input and may collide; the original name is kept as data by the caller.
 */
export function generateObjectKey(ext: string, options: { prefix?: string; now?: Date } = {}): string {
  const prefix = options.prefix ?? 'papers';
  const now = options.now ?? new Date();
  const normalized = ext.replace(/^\./, '').toLowerCase();
  if (normalized !== '' && !EXTENSION.test(normalized)) {
    throw new InvalidObjectKeyError(
      `Invalid file extension "${printable(ext)}": expected 1-16 letters or digits`,
    );
  }
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${prefix}/${year}/${month}/${randomUUID()}${normalized ? `.${normalized}` : ''}`;
  assertValidObjectKey(key);
  return key;
}

// Keys come from callers and may hold control characters; keep error messages single-line and short.
function printable(value: string): string {
  const cleaned = value.replace(/[^\x20-\x7e]/g, '?');
  return cleaned.length > 80 ? `${cleaned.slice(0, 77)}...` : cleaned;
}

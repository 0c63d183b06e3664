/** Base class so callers can map every storage failure they expect in one place. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A key that is malformed or would resolve outside the storage root. */
export class InvalidObjectKeyError extends StorageError {
  constructor(message: string) {
    super(message, 'INVALID_OBJECT_KEY');
  }
}

export class ObjectNotFoundError extends StorageError {
  constructor(readonly key: string) {
    super(`Object not found: ${key}`, 'OBJECT_NOT_FOUND');
  }
}

/** The body's length differed from the size the caller declared (e.g. a truncated upload). */
export class SizeMismatchError extends StorageError {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Stored body has ${actual} bytes but ${expected} were declared`, 'SIZE_MISMATCH');
  }
}

export class StorageConfigError extends StorageError {
  constructor(message: string) {
    super(message, 'STORAGE_CONFIG');
  }
}

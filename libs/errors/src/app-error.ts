/** Base of every expected error: carries a stable code and the HTTP status the boundary maps it to. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message, 400, 'VALIDATION_FAILED');
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(message, 401, 'UNAUTHORIZED');
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this resource') {
    super(message, 403, 'FORBIDDEN');
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404, 'NOT_FOUND');
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409, 'CONFLICT');
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(message, 413, 'PAYLOAD_TOO_LARGE');
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429, 'TOO_MANY_REQUESTS');
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service temporarily unavailable. Please try again.') {
    super(message, 503, 'SERVICE_UNAVAILABLE');
  }
}

import type { ErrorRequestHandler } from 'express';
import { ValidationError } from '@journal/errors';
import { AdministratorFieldError } from '../domain/administrator-fields';
import { JournalClashError } from '../domain/journals.service';
import { PageAddressTakenError } from '../domain/page.input';
import { SectionTitleTakenError } from '../domain/section.input';

/**
 * This service's forms point at the field in error: a 400 carries `field` (the first bad field), a 409
 * the field whose value is taken, a 403 about one field (the DOI prefix, archiving) that field. Everything else goes on to the shared error middleware.
 */
export const fieldErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof ValidationError) {
    res.status(400).json({
      success: false,
      message: err.message,
      code: err.code,
      field: err.fieldErrors[0]?.field ?? '',
      errors: err.fieldErrors,
    });
    return;
  }
  if (err instanceof AdministratorFieldError) {
    res.status(403).json({ success: false, message: err.message, code: err.code, field: err.field });
    return;
  }
  if (
    err instanceof JournalClashError ||
    err instanceof PageAddressTakenError ||
    err instanceof SectionTitleTakenError
  ) {
    res.status(409).json({ success: false, message: err.message, code: err.code, field: err.field });
    return;
  }
  next(err);
};

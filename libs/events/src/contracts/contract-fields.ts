import { z } from 'zod';

/** Field schemas shared by several contracts. */
export const idField = z.string().min(1);
/** User and admin ids are uuids; guid() checks the 8-4-4-4-12 shape without pinning a uuid version. */
export const userIdField = z.guid();
export const emailField = z.email();
/** Names may be empty (a third-party sign-in can lack a family name). */
export const nameField = z.string();
export const isoDateTimeField = z.iso.datetime({ offset: true });

import type { Request } from 'express';
import { authOf, type AuthClaims } from '@journal/auth';

export { adminGuard } from '@journal/auth';

export const adminOf = (req: Request): AuthClaims => authOf(req);

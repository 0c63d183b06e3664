/**
 * The public HTTP paths this service answers besides /socket.io/ (the gateway routes them here, ahead of
 * the journals service's /api/admin/journals): a journal's mail templates (issue 29, item 9).
 */
export function isNotificationPath(pathname: string): boolean {
  return /^\/api\/admin\/journals\/[^/]+\/mail-templates(\/|$)/.test(pathname);
}

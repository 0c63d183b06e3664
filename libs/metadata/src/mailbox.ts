/**
 * The mailbox an address reaches: case-insensitive, and a plus tag (`self+rev@x.org`) is the same mailbox
 * as `self@x.org` (the local part before the first `+`). Submission and review compare authors and
 * reviewers by it.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

export function sameMailbox(a: string, b: string): boolean {
  return mailboxKey(a) === mailboxKey(b);
}

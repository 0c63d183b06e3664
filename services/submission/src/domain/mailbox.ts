/**
 * The mailbox an address reaches: case-insensitive, and a plus tag (`self+rev@x.org`) is the same mailbox
 * as `self@x.org` (the local part before the first `+`). The review service applies the same rule
 * (services/review/src/domain/mailbox.ts) to reviewers and authors.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

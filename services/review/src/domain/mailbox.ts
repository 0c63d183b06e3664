/**
 * The mailbox an address reaches, for "is this person an author?": case-insensitive, and a plus tag
 * (`self+rev@x.org`) is the same mailbox as `self@x.org` (the local part before the first `+`).
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

/** Whether the address is the paper's author's or a co-author's mailbox. */
export function isAuthorOf(
  email: string,
  paper: { author_email: string; co_authors: { email: string }[] },
): boolean {
  return [paper.author_email, ...paper.co_authors.map((c) => c.email)].some((a) => sameMailbox(a, email));
}

import { sameMailbox } from '@journal/metadata';

/** Whether the address is the paper's author's or a co-author's mailbox. */
export function isAuthorOf(
  email: string,
  paper: { author_email: string; co_authors: { email: string }[] },
): boolean {
  return [paper.author_email, ...paper.co_authors.map((c) => c.email)].some((a) => sameMailbox(a, email));
}

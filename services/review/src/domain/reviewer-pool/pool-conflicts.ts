import { sameMailbox } from '@journal/metadata';

export const CONFLICT_REASONS = {
  coAuthor: 'co-author',
  sameInstitution: 'same institution as an author',
} as const;

/**
 * Addresses of public mail providers, and the reserved example domains (RFC 2606) of demos and tests:
 * sharing one says nothing about an institution, so these domains never make a "same institution"
 * conflict (docs/product-decisions.md, issue 29). Their subdomains (dept.example.org) still do.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'example.org',
  'example.com',
  'example.net',
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'mail.ru',
  'qq.com',
  '163.com',
]);

const normalText = (a: string | null | undefined) => (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

function institutionalDomain(email: string): string | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : undefined;
}

/** One author entry of a paper on the platform. */
export interface AuthorEntry {
  submissionId: string;
  email: string;
  affiliation: string | null;
}

/** A paper's authors as the conflict rules read them: addresses and affiliations. */
export interface PaperPeople {
  submissionId: string;
  emails: string[];
  affiliations: (string | null)[];
}

/**
 * The reasons a candidate may not be neutral about the paper (issue 29, item 4): `co-author` when they
 * and one of this paper's authors are authors of another paper on the platform; `same institution as an
 * author` when an affiliation of theirs, or their address's domain, is an author's.
 */
export function conflictsOf(
  candidate: { email: string; affiliations: (string | null)[] },
  paper: PaperPeople,
  platformAuthors: AuthorEntry[],
): string[] {
  const reasons: string[] = [];
  const byPaper = new Map<string, AuthorEntry[]>();
  for (const entry of platformAuthors) {
    if (entry.submissionId === paper.submissionId) continue;
    byPaper.set(entry.submissionId, [...(byPaper.get(entry.submissionId) ?? []), entry]);
  }
  const isCandidate = (e: AuthorEntry) => sameMailbox(e.email, candidate.email);
  const isPaperAuthor = (e: AuthorEntry) => paper.emails.some((a) => sameMailbox(a, e.email));
  if ([...byPaper.values()].some((authors) => authors.some(isCandidate) && authors.some(isPaperAuthor)))
    reasons.push(CONFLICT_REASONS.coAuthor);

  const theirs = new Set(candidate.affiliations.map(normalText).filter(Boolean));
  const sameAffiliation = paper.affiliations.some((a) => theirs.has(normalText(a)) && !!normalText(a));
  const domain = institutionalDomain(candidate.email);
  const sameDomain = !!domain && paper.emails.some((a) => institutionalDomain(a) === domain);
  if (sameAffiliation || sameDomain) reasons.push(CONFLICT_REASONS.sameInstitution);
  return reasons;
}

// Peer review set up through the API for browser tests that start in the middle of the workflow.
import { makeTxt, registerAuthor, signInAdmin, siteJson, type RunningSite } from '@journal/testing';
import { uniqueEmail } from './pages';

export interface SeededPaper {
  id: string;
  title: string;
  author: { email: string; givenNames: string; familyName: string; password: string; token: string };
}

/**
 * One .txt paper with an abstract and a keyword, by an author registered through the API (or by `existing`,
 * an author an earlier call returned, for a second paper of the same person), in `journalName`.
 */
export async function seedPaper(
  site: RunningSite,
  title: string,
  existing?: SeededPaper['author'],
  journalName = 'Applied Science',
  /** The journal section, needed when it has more than one open (issue 42). */
  sectionId?: string,
): Promise<SeededPaper> {
  const author = existing ?? {
    email: uniqueEmail('pr-author'),
    givenNames: 'Dorothy',
    familyName: 'Hodgkin',
    password: 'a-long-enough-password',
  };
  const token = existing?.token ?? (await registerAuthor(site, author));
  const form = new FormData();
  form.set('userEmail', author.email);
  form.set('journalName', journalName);
  form.set('journalIcon', 'as');
  form.set('paperTitle', title);
  form.set('abstract', 'The structure of penicillin from X-ray diffraction.');
  form.set('keywords', 'crystallography, penicillin');
  if (sectionId) form.set('sectionId', sectionId);
  form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'penicillin.txt');
  const response = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { submission?: { id: string } };
  if (response.status !== 201 || !body.submission)
    throw new Error(`seeding a paper failed: HTTP ${response.status}`);
  return { id: body.submission.id, title, author: { ...author, token } };
}

/** YYYY-MM-DD `days` after today (UTC). */
export function dueDateIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Invites a reviewer through the admin API; returns the assignment id. */
export async function inviteThroughApi(
  site: RunningSite,
  submissionId: string,
  reviewer: { email: string; givenNames: string; familyName: string },
): Promise<string> {
  const adminToken = await signInAdmin(site);
  const answer = await siteJson<{ assignment?: { id: string } }>(
    site,
    'POST',
    `/api/admin/submissions/${submissionId}/reviewers`,
    adminToken,
    {
      reviewerEmail: reviewer.email,
      givenNames: reviewer.givenNames,
      familyName: reviewer.familyName,
      dueDate: dueDateIn(14),
    },
  );
  if (answer.status !== 201 || !answer.body.assignment)
    throw new Error(`inviting failed: HTTP ${answer.status}`);
  return answer.body.assignment.id;
}

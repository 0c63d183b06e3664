import { makeTxt, type RunningSite } from '@journal/testing';

/** Submits a small plain-text paper as the signed-in author; returns the response status and submission id. */
export async function submitTextPaper(
  site: RunningSite,
  token: string,
  fields: { userEmail: string; journalName: string; paperTitle: string },
): Promise<{ status: number; id: string | undefined }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ abstract: 'An abstract.', keywords: 'testing', ...fields }))
    form.set(key, value);
  form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'paper.txt');
  const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { submission?: { id: string } };
  return { status: res.status, id: body.submission?.id };
}

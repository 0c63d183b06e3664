/** What ORCID's member API answered to one work. */
export interface OrcidAnswer {
  ok: boolean;
  httpStatus: number;
  /** The work's put-code: from the Location header of a 201, or the one updated. */
  putCode?: string;
  /** ORCID's own text: `user-message` of its JSON error, else the start of the body. */
  message: string;
  answer: string;
}

/**
 * Adds a work to an author's record through ORCID's member API (v3.0): `POST {ORCID_API_URL}/v3.0/{orcid}/work`
 * with the work XML and the author's access token (201, `Location: .../work/{put-code}`), or for a later
 * version `PUT .../work/{put-code}`. A network failure throws.
 */
export async function sendOrcidWork(
  apiUrl: string,
  orcid: string,
  accessToken: string,
  xml: string,
  putCode: string | null,
  timeoutMs = 60_000,
): Promise<OrcidAnswer> {
  const base = `${apiUrl.replace(/\/+$/, '')}/v3.0/${encodeURIComponent(orcid)}/work`;
  const res = await fetch(putCode ? `${base}/${encodeURIComponent(putCode)}` : base, {
    method: putCode ? 'PUT' : 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/vnd.orcid+xml',
      accept: 'application/json',
    },
    body: xml,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = await res.text();
  let userMessage: string | undefined;
  try {
    const parsed = JSON.parse(answer) as { 'user-message'?: unknown };
    if (typeof parsed['user-message'] === 'string') userMessage = parsed['user-message'];
  } catch {
    // a body that is not ORCID's JSON error
  }
  const location = res.headers.get('location');
  return {
    ok: res.ok,
    httpStatus: res.status,
    putCode: location ? /\/work\/([^/?#]+)/.exec(location)?.[1] : (putCode ?? undefined),
    message:
      userMessage ??
      (res.ok
        ? putCode
          ? 'ORCID updated the work'
          : 'ORCID added the work'
        : answer.replace(/\s+/g, ' ').trim().slice(0, 500) || `HTTP ${res.status}`),
    answer,
  };
}

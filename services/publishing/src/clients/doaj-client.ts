import type { DoajDepositSettings } from '../config';

/** What DOAJ's article API answered. */
export interface DoajAnswer {
  /** 201 (created) or 200/204 (updated). */
  ok: boolean;
  httpStatus: number;
  /** DOAJ's article id (201 body `id`), when it gave one. */
  id?: string;
  /** DOAJ's own text: `error` of its JSON error body, or the start of the body. */
  message: string;
  answer: string;
}

/**
 * Sends one article to DOAJ's article API (v4): `POST {DOAJ_API_URL}/articles?api_key=...` with the
 * article JSON (201: `{ id, location, status }`), or, for a later version of an article DOAJ holds,
 * `PUT {DOAJ_API_URL}/articles/{id}?api_key=...`. A network failure throws.
 */
export async function sendDoajArticle(
  settings: Pick<DoajDepositSettings, 'url' | 'apiKey'>,
  body: unknown,
  existingId: string | null,
  timeoutMs = 60_000,
): Promise<DoajAnswer> {
  const url = new URL(
    existingId ? `${settings.url}/articles/${encodeURIComponent(existingId)}` : `${settings.url}/articles`,
  );
  url.searchParams.set('api_key', settings.apiKey);
  const res = await fetch(url, {
    method: existingId ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = await res.text();
  let parsed: { id?: unknown; error?: unknown; status?: unknown } = {};
  try {
    parsed = JSON.parse(answer) as typeof parsed;
  } catch {
    // not JSON (a proxy's error page): its text is the message
  }
  const message =
    typeof parsed.error === 'string'
      ? parsed.error
      : res.ok
        ? `DOAJ ${typeof parsed.status === 'string' ? parsed.status : 'accepted'} the article`
        : answer.replace(/\s+/g, ' ').trim().slice(0, 500) || `HTTP ${res.status}`;
  return {
    ok: res.ok,
    httpStatus: res.status,
    id: typeof parsed.id === 'string' ? parsed.id : (existingId ?? undefined),
    message,
    answer,
  };
}

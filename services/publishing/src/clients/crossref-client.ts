import type { CrossrefDepositSettings } from '../config';

/** What the deposit endpoint answered: accepted (2xx) or not, with the status and the start of the body. */
export interface DepositAnswer {
  accepted: boolean;
  httpStatus: number;
  detail: string;
}

/**
 * Posts one deposit the way Crossref's HTTPS deposit API takes it: a multipart form with
 * operation=doMDUpload, login_id, login_passwd and the XML as the `fname` file. A network failure throws.
 */
export async function postDeposit(
  settings: Pick<CrossrefDepositSettings, 'url' | 'loginId' | 'password'>,
  xml: string,
  fileName: string,
  timeoutMs = 60_000,
): Promise<DepositAnswer> {
  const form = new FormData();
  form.set('operation', 'doMDUpload');
  form.set('login_id', settings.loginId);
  form.set('login_passwd', settings.password);
  form.set('fname', new Blob([xml], { type: 'application/xml' }), fileName);
  const res = await fetch(settings.url, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await res.text();
  return { accepted: res.ok, httpStatus: res.status, detail: body.replace(/\s+/g, ' ').trim().slice(0, 500) };
}

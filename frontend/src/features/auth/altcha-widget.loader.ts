/**
 * Loads the ALTCHA widget (`<altcha-widget>`) only when the server asks for the challenge, so the
 * registration page of SPEC.md downloads nothing more. The `external` build with its worker as a file of
 * our own origin: the site's Content-Security-Policy allows no blob: workers.
 */
export async function loadAltchaWidget(): Promise<void> {
  const [, worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/workers/pbkdf2?worker'),
    import('altcha/altcha.css'),
  ]);
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new worker.default());
}

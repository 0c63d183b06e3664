import { z } from 'zod';
import { normalizeOrcid } from '@journal/metadata';
import { OrcidExchangeError, type OrcidOAuth, type OrcidTokenGrant } from '../domain/orcid-oauth.port';

/**
 * ORCID's token answer (https://info.orcid.org/documentation/api-tutorials/api-tutorial-get-and-authenticated-orcid-id/):
 * `{ access_token, token_type: "bearer", refresh_token, expires_in, scope, name, orcid }`.
 */
const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  refresh_token: z.string().min(1).nullish(),
  expires_in: z.number().int().positive().nullish(),
  scope: z.string(),
  name: z.string().nullish(),
  orcid: z.string(),
});

const errorAnswerSchema = z.object({ error: z.string().max(200), error_description: z.string().optional() });

/**
 * POST {ORCID_BASE_URL}/oauth/token with the client's credentials and the code, form-encoded, JSON back.
 * A refusal is reported by ORCID's `error` (e.g. invalid_grant) only: its description may quote the code.
 */
export function createOrcidOAuthClient(
  settings: { clientId: string; clientSecret: string; baseUrl: string },
  options: { timeoutMs?: number } = {},
): OrcidOAuth {
  return {
    async exchangeCode(code: string, redirectUri: string): Promise<OrcidTokenGrant> {
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}/oauth/token`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new OrcidExchangeError(`ORCID's token endpoint could not be reached: ${(error as Error).name}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const refusal = errorAnswerSchema.safeParse(body);
        throw new OrcidExchangeError(
          `ORCID refused the code: HTTP ${response.status}${refusal.success ? ` ${refusal.data.error}` : ''}`,
        );
      }
      const answer = tokenAnswerSchema.safeParse(body);
      const orcid = answer.success ? normalizeOrcid(answer.data.orcid) : null;
      if (!answer.success || !orcid)
        throw new OrcidExchangeError('ORCID answered without a valid iD or token');
      return {
        orcid,
        accessToken: answer.data.access_token,
        refreshToken: answer.data.refresh_token ?? null,
        expiresIn: answer.data.expires_in ?? null,
        scopes: answer.data.scope.split(/\s+/).filter(Boolean),
      };
    },
  };
}

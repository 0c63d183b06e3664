import type { InternalClient } from '@journal/http';

/** Identity's ORCID grants (issue 43 item 6), asked over its internal route; tokens stay in identity. */
export interface OrcidGrants {
  /** Which of these iDs belong to accounts that granted `/activities/update`. */
  granted(orcids: string[]): Promise<string[]>;
  /** The access token of the iD's grant, asked for one push; undefined once the grant is gone. */
  tokenOf(orcid: string): Promise<string | undefined>;
}

export function identityOrcidGrants(identity: InternalClient): OrcidGrants {
  const ask = async (orcids: string[], token: boolean) => {
    const query = new URLSearchParams(orcids.map((o) => ['orcid', o]));
    if (token) query.set('token', '1');
    const body = await identity.json<{ grants: { orcid: string; accessToken?: string }[] }>(
      'GET',
      `/orcid-works-grants?${query.toString()}`,
    );
    return body.grants;
  };
  return {
    granted: async (orcids) => (orcids.length ? (await ask(orcids, false)).map((g) => g.orcid) : []),
    tokenOf: async (orcid) => (await ask([orcid], true)).find((g) => g.orcid === orcid)?.accessToken,
  };
}

import type { DepositRetrySettings } from '../../config';
import type { Article } from '../../repositories/article.types';
import type { Deposit, Registry } from '../../repositories/deposits.repository';

/**
 * What a registry answered to one request, in the queue's terms:
 * - deposited: the registry holds this version;
 * - accepted: it took the request and reports the outcome later (Crossref: its submission result);
 * - pending: the outcome is not known yet (Crossref still processing the batch);
 * - rejected: it refused the metadata (its message is why); the same request would be refused again;
 * - refused: it did not take the request now (a 5xx, a 429): retried with backoff.
 */
export type RegistryAnswer = {
  kind: 'deposited' | 'accepted' | 'pending' | 'rejected' | 'refused';
  httpStatus: number | null;
  /** The registry's own text, shown to editors as lastMessage. */
  message: string;
  /** The whole answer, stored with the attempt. */
  answer: string;
  /** The registry's name for the deposit (Crossref's file name, DOAJ's id, ORCID's put-code). */
  remoteRef?: string;
};

/** One registry the queue deposits to (configured: its settings are set). */
export interface RegistryClient {
  registry: Registry;
  retry: DepositRetrySettings;
  /**
   * Sends this version. `requestId` is unique per attempt (Crossref's batch id and file name);
   * `previousRef` is the registry's name of the article from an earlier deposit (DOAJ id, ORCID put-code).
   * A network failure throws (unreachable: retried).
   */
  send(
    deposit: Deposit,
    article: Article,
    requestId: string,
    previousRef: string | null,
  ): Promise<RegistryAnswer>;
  /** For registries that answer `accepted`: reads the outcome of the deposit sent as `deposit.remoteRef`. */
  confirm?(deposit: Deposit): Promise<RegistryAnswer>;
}

import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { Mailer } from '@journal/mail';
import { mailsFailed, mailsSent } from '@journal/metrics';
import { contextFromTraceparent, SpanKind, withSpan } from '@journal/tracing';
import { JobGivenUpError } from '@journal/jobs';
import { mailJobSchema } from '../repositories/mail-job';
import { mailEnvelope, mailSubjectOf } from '../domain/mail/mail-envelope';
import { findReplyContacts } from '../repositories/reply-contacts.repository';
import { siteTemplateContext } from '../domain/mail/site-context';
import { renderWithJournalTemplate } from '../domain/mail/render-with-journal-template';
import type { TemplateContext } from '../domain/mail/templates/template.types';
import {
  claimMail,
  markMailCancelled,
  markMailFailed,
  markMailSent,
  type MailRow,
} from '../repositories/mails.repository';
import { withLinkToken, type MailLinkSources } from '../jobs/mail-links';
import type { MailJobProcessor } from '../jobs/mail-queue';

export interface MailSenderDeps {
  pool: Pool;
  mailer: Mailer;
  logger: Logger;
  templates: TemplateContext;
  /** Identity and review, asked for a mail's link token at send time. */
  links: MailLinkSources;
  /** SMTP attempts per row before it is dead. */
  maxAttempts: number;
  /** A row left 'sending' this long belongs to a dead worker and may be taken again. */
  sendingLeaseMs: number;
  /** SITE_CONTACT_EMAIL: Reply-To of mails about no journal (and of a journal's without a contact). */
  siteContactEmail?: string;
}

const LINK_GONE =
  'not sent: its link is no longer valid (verification used or superseded, invitation cancelled or expired)';

/** Thrown for a row another worker is sending right now: the queue tries again later. */
export class MailBusyError extends Error {
  constructor(id: string) {
    super(`mail ${id} is being sent by another worker`);
  }
}

/** The server's answer (e.g. "451 4.3.0 Try again later") or the transport error. */
export function smtpAnswer(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown };
  if (typeof e?.response === 'string' && e.response) return e.response;
  return err instanceof Error ? err.message : String(err);
}

/** 5xx: the server refuses for good (unknown mailbox, policy); retrying cannot help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What one SMTP attempt on a claimed row came to; a failure is already recorded on the row. */
export type MailAttemptOutcome =
  | { kind: 'sent' }
  /** Its link is no longer valid: nothing was sent, nor will be. */
  | { kind: 'cancelled' }
  | { kind: 'failed'; dead: boolean; answer: string; error: unknown };

/** One attempt on a row this worker has claimed ('sending'), its outcome recorded on the row. */
export type MailAttempt = (row: MailRow) => Promise<MailAttemptOutcome>;

/**
 * Fetches the row's link token (if its kind has one), renders and sends the claimed row once, and records
 * the outcome at once: 'sent' as soon as the server accepted, 'cancelled' when the link is no longer
 * valid, else 'failed' (or 'dead' for a permanent refusal, the last allowed attempt or content that no
 * longer renders). The token call runs here, after the claim committed: no transaction is open.
 */
export function createMailAttempt(deps: MailSenderDeps): MailAttempt {
  return async (row) => {
    try {
      const job = await withLinkToken(mailJobSchema.parse(row.content), deps.links);
      if (!job) {
        await markMailCancelled(deps.pool, row.id, LINK_GONE);
        deps.logger.info({ mailId: row.id, kind: row.kind }, 'mail cancelled: its link is no longer valid');
        return { kind: 'cancelled' };
      }
      // The site's name and contact at send time (the Site page's), else the start-up settings.
      const { templates, site } = await siteTemplateContext(deps.pool, deps.templates);
      const rendered = await renderWithJournalTemplate(deps.pool, job, templates);
      // Read at send time, like the templates: a contact or handling editor set since the event counts.
      const subject = mailSubjectOf(job);
      const contacts = subject ? await findReplyContacts(deps.pool, subject) : {};
      await deps.mailer.send({
        to: row.recipient,
        ...rendered,
        ...mailEnvelope(subject, contacts, site?.contactEmail ?? deps.siteContactEmail),
        headers: {
          'Message-ID': row.messageId,
          'X-Journal-Event-Id': row.eventId,
          'X-Journal-Mail-Kind': row.kind,
        },
      });
    } catch (err) {
      const answer = smtpAnswer(err);
      const dead = isPermanent(err) || row.attempts >= deps.maxAttempts || !isRenderable(row.content);
      await markMailFailed(deps.pool, row.id, answer, dead);
      mailsFailed.inc({ final: String(dead) });
      deps.logger.warn(
        { mailId: row.id, kind: row.kind, attempt: row.attempts, dead, err: answer },
        'mail not sent',
      );
      return { kind: 'failed', dead, answer, error: err };
    }
    await markMailSent(deps.pool, row.id);
    mailsSent.inc();
    deps.logger.info({ mailId: row.id, kind: row.kind, attempt: row.attempts }, 'mail sent');
    return { kind: 'sent' };
  };
}

/**
 * The queue's job processor, one SMTP attempt per call. The row is claimed ('sending', committed) before the
 * send and marked 'sent' right after the server accepted, so a job that runs twice finds the row finished or
 * busy and sends nothing. The one window left (the worker dies after the server accepted and before 'sent'
 * is committed) resends after the lease with the same Message-ID: docs/adr/0010-durable-mail.md.
 */
export function createMailSender(deps: MailSenderDeps): MailJobProcessor {
  const attempt = createMailAttempt(deps);
  const sendOnce = async (id: string) => {
    const claim = await claimMail(deps.pool, id, deps.sendingLeaseMs);
    if (claim.kind === 'busy') throw new MailBusyError(id);
    if (claim.kind !== 'claimed') {
      deps.logger.info({ mailId: id, state: claim.kind }, 'mail already finished; skipping job');
      return;
    }
    const outcome = await attempt(claim.row);
    if (outcome.kind === 'failed') {
      if (outcome.dead) throw new JobGivenUpError(outcome.answer);
      throw outcome.error;
    }
  };
  // One span per attempt, child of the consumer that queued the mail (its trace context rode the job).
  return (id, traceparent) =>
    withSpan(
      'mail send',
      { kind: SpanKind.CONSUMER, parent: traceparent ? contextFromTraceparent(traceparent) : undefined },
      () => sendOnce(id),
    );
}

function isRenderable(content: unknown): boolean {
  return mailJobSchema.safeParse(content).success;
}

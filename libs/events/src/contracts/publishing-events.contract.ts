import { z } from 'zod';
import { emailField, idField, isoDateTimeField, nameField } from './contract-fields';

/** A person the publication mail goes to: the submitting author, then each co-author, in citation order. */
export const publicationRecipientSchema = z.object({
  givenNames: nameField,
  familyName: nameField,
  email: emailField,
});

/**
 * An article became public (its first publication, or a return after a withdrawal), with what its mail
 * says: the article's address and DOI. Metadata refreshes of a live article do not emit it.
 */
export const articlePublishedV1 = z.object({
  articleId: idField,
  /** The submission the article came from (the same id). */
  submissionId: idField,
  doi: z.string().min(1),
  articleUrl: z.url(),
  title: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  publishedAt: isoDateTimeField,
  recipients: z.array(publicationRecipientSchema).min(1),
});

/** One author of a public article as usage reports name it, in citation order. */
export const articleAuthorSchema = z.object({
  givenNames: z.string(),
  familyName: z.string(),
  affiliation: z.string().nullable(),
  orcid: z.string().nullable(),
});

/**
 * What the statistics service knows of a public article (ADR 0040): the whole snapshot after any change of
 * it (publication, metadata refresh, date correction, withdrawal), so its read model needs no other event.
 * `version` is the submission's version the article was built from; a snapshot of the same version may
 * follow (a corrected date), so consumers apply a version at least as new as theirs.
 */
export const articleChangedV1 = z.object({
  articleId: idField,
  journalSlug: idField,
  journalName: z.string().min(1),
  title: z.string().min(1),
  doi: z.string().min(1),
  authors: z.array(articleAuthorSchema),
  publishedAt: isoDateTimeField,
  /**
   * The article's licence code (`CC BY 4.0`) when the snapshot was taken: the publisher's figures count
   * articles per licence (issue 44 item 5). Optional: snapshots written before it existed carry none.
   */
  licence: z.string().min(1).optional(),
  /** Null while the article is public; set once it was withdrawn or retracted. */
  withdrawal: z
    .object({
      kind: z.enum(['retraction', 'withdrawal']).nullable(),
      reason: z.string().nullable(),
      at: isoDateTimeField,
    })
    .nullable(),
});

/** COUNTER's two kinds of use: a look at an article (its page, its record) or its full text (HTML, PDF, JATS). */
export const USAGE_METRIC_KINDS = ['investigation', 'request'] as const;
/** The longest `url` an `article.used.v1` carries (the recorder cuts a longer path there). */
export const USAGE_URL_MAX_LENGTH = 512;
/** The reader's user agent, classed when it was read (the full user agent is never stored nor sent). */
export const USER_AGENT_CLASSES = ['human', 'robot'] as const;

/**
 * A public article was read (issue 32). Published on the bus directly in batches, not through the outbox:
 * not a state change, so a few lost in a crash are acceptable, a reader waiting on it is not.
 * `sessionKey` is a salted hash of IP + user agent whose salt rotates daily (COUNTER's session rule);
 * the IP is never stored. `addressKey` is a salted hash of the IP alone (same daily salt): how the
 * consumer tells one address's activity apart (unusual activity) without the address. Optional for uses
 * published before it existed. The aggregate is the article; `version` is 0 (usage has no order to keep).
 */
export const articleUsedV1 = z.object({
  articleId: idField,
  journalSlug: idField,
  metricKind: z.enum(USAGE_METRIC_KINDS),
  at: isoDateTimeField,
  sessionKey: z.string().min(16).max(128),
  addressKey: z.string().min(16).max(128).optional(),
  userAgentClass: z.enum(USER_AGENT_CLASSES),
  /**
   * The path of the URL read, without its query string (`/articles/{id}/galley.pdf`): COUNTER 5.1's
   * double-click rule is per URL, so the page and the PDF are two uses. Optional for uses published
   * before it existed (their window is the session, item and kind's).
   */
  url: z.string().min(1).max(USAGE_URL_MAX_LENGTH).optional(),
  /** ISO 3166-1 alpha-2, when a trusted proxy told it. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/**
 * Issue 31: the converted production file of a paper is ready for its authors' proof (a new generation
 * of the file sends a new proof). Notification mails each recipient the preview address.
 */
export const proofSentV1 = z.object({
  submissionId: idField,
  /** Grows with every production file chosen for the paper. */
  generation: z.number().int().positive(),
  title: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  previewUrl: z.url(),
  sentAt: isoDateTimeField,
  recipients: z.array(publicationRecipientSchema).min(1),
});

/**
 * A production file's conversion failed for good (the file, text that cannot be stored, or past the job's
 * limit): no proof goes out, the public full text stays, and the editors see `reason` and send another file.
 */
export const productionConversionFailedV1 = z.object({
  submissionId: idField,
  generation: z.number().int().positive(),
  journalId: idField,
  /** In words, as the production panel shows it. */
  reason: z.string().min(1).max(2_000),
  /** Who chose the file. */
  chosenBy: emailField,
  failedAt: isoDateTimeField,
});

/** Issue 31: an author approved the proof or asked for corrections; the editors in `editorEmails` are told. */
export const proofAnsweredV1 = z.object({
  submissionId: idField,
  generation: z.number().int().positive(),
  title: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  decision: z.enum(['approve', 'corrections']),
  /** 1 to 20,000 characters, with `corrections` only. */
  corrections: z.string().min(1).max(20_000).optional(),
  answeredBy: emailField,
  answeredAt: isoDateTimeField,
  /** The editor who chose the production file: mailed the answer only when notification knows no handling editor or team for the paper. */
  editorEmails: z.array(emailField),
});

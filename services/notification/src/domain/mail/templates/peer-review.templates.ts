import { layout, button, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { withoutOpeningGreeting } from './editor-salutation';
import { fullName, plainText, siteLink, type RenderedMail, type TemplateContext } from './template.types';

/** Plain text and HTML from the same lines; a link line becomes a button. */
export function mail(
  ctx: TemplateContext,
  subject: string,
  lines: string[],
  link?: { label: string; href: string },
): RenderedMail {
  const text = plainText(ctx, [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : [])]);
  const blocks = lines.filter((l) => l !== '').map(paragraph);
  return {
    subject,
    text,
    html: layout(ctx, subject, link ? [...blocks, button(link.label, link.href)] : blocks),
  };
}

/** Whom a mail addresses and the paper it is about. */
interface PaperMailData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
}

interface ReviewerMailData extends PaperMailData {
  dueDate: string;
  linkToken: string;
}

type DecisionKind = 'accept' | 'reject' | 'revisions';

interface DecisionMailData extends PaperMailData {
  decision: DecisionKind;
}

/** The reviewer's invitation: the paper (never its authors), the due date and the link. */
export function reviewInvitationTemplate(
  data: ReviewerMailData & { round?: number },
  ctx: TemplateContext,
): RenderedMail {
  // Issue 29, item 8: a later round's invitation says it is a re-review of a revised version.
  const round = data.round ?? 1;
  const subject = oneLine(
    round > 1
      ? `Invitation to review "${data.paperTitle}" (re-review, round ${round})`
      : `Invitation to review "${data.paperTitle}"`,
  );
  const invitation =
    round > 1
      ? [
          `The editors of ${data.journalName} invite you to re-review the manuscript "${data.paperTitle}": the authors revised it after round ${round - 1}.`,
          "The review page shows the authors' response to the reviewers and the previous round's reports (anonymous).",
        ]
      : [`The editors of ${data.journalName} invite you to review the manuscript "${data.paperTitle}".`];
  return mail(
    ctx,
    subject,
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      ...invitation,
      `Please accept or decline the invitation; the review is due on ${data.dueDate}.`,
      'The review is double-blind: the authors will not learn your name.',
    ],
    { label: 'Open the invitation', href: siteLink(ctx, `/review/${data.linkToken}`) },
  );
}

export function reviewReminderTemplate(
  data: ReviewerMailData & { reason: 'before_due' | 'overdue' },
  ctx: TemplateContext,
): RenderedMail {
  const overdue = data.reason === 'overdue';
  const subject = oneLine(
    overdue
      ? `Your review of "${data.paperTitle}" is overdue`
      : `Reminder: your review of "${data.paperTitle}" is due on ${data.dueDate}`,
  );
  return mail(
    ctx,
    subject,
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      overdue
        ? `Your review of "${data.paperTitle}" for ${data.journalName} was due on ${data.dueDate}. Please submit your report as soon as you can.`
        : `This is a reminder that your review of "${data.paperTitle}" for ${data.journalName} is due on ${data.dueDate}.`,
    ],
    { label: 'Open the review', href: siteLink(ctx, `/review/${data.linkToken}`) },
  );
}

export const DECISION_LINES: Record<DecisionKind, string> = {
  accept: 'has been accepted for publication',
  reject: 'has not been accepted for publication',
  revisions: 'needs revisions before a final decision',
};

/** The decision letter: the editor's message and each reviewer's comments to the author, numbered. */
export function decisionLetterTemplate(
  data: DecisionMailData & {
    message: string;
    comments: {
      reviewer: string;
      commentsToAuthor: string;
      answers?: { question: string; answer: string }[];
    }[];
  },
  ctx: TemplateContext,
): RenderedMail {
  const subject = oneLine(`Decision on "${data.paperTitle}"`);
  // Issue 42, item 5: the review form's answers the journal shows authors follow each reviewer's comments.
  const comments = data.comments.flatMap((c) => [
    '',
    `${c.reviewer}:`,
    c.commentsToAuthor,
    ...(c.answers ?? []).map((a) => `${a.question}: ${a.answer}`),
  ]);
  return mail(
    ctx,
    subject,
    [
      `Dear ${fullName(data.givenNames, data.familyName)},`,
      '',
      `The editors of ${data.journalName} have decided that "${data.paperTitle}" ${DECISION_LINES[data.decision]}.`,
      '',
      withoutOpeningGreeting(data.message),
      ...(comments.length ? ['', "The reviewers' comments:", ...comments] : []),
      ...(data.decision === 'revisions' ? ['', 'You can upload a revised version from your profile.'] : []),
    ],
    { label: 'View my submissions', href: siteLink(ctx, '/profile') },
  );
}

export function revisionReceivedTemplate(
  data: { submissionId: string; paperTitle: string; journalName: string; fileVersion: number },
  ctx: TemplateContext,
): RenderedMail {
  const subject = oneLine(`Revised version of "${data.paperTitle}" received`);
  return mail(
    ctx,
    subject,
    [
      'Dear Editor,',
      '',
      `The author uploaded version ${data.fileVersion} of "${data.paperTitle}" (${data.journalName}). You can invite reviewers for the next round.`,
    ],
    { label: 'Open the submission', href: siteLink(ctx, `/admin/submissions/${data.submissionId}`) },
  );
}

export const THANKS_LINES: Record<DecisionKind, string> = {
  accept: 'accepted the paper for publication',
  reject: 'decided not to accept the paper',
  revisions: 'asked the authors for a revised version; you may be invited to review it',
};

/** Issue 29, item 8: thanks to a reviewer whose report is in, with the round's decision. */
export function reviewerThanksTemplate(data: DecisionMailData, ctx: TemplateContext): RenderedMail {
  return mail(ctx, oneLine(`Thank you for your review of "${data.paperTitle}"`), [
    `Dear ${fullName(data.givenNames, data.familyName)},`,
    '',
    `Thank you for your report on "${data.paperTitle}" for ${data.journalName}. With the reports of this round, the editors ${THANKS_LINES[data.decision]}.`,
  ]);
}

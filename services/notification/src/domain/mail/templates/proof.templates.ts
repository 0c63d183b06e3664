import { button, layout, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, type RenderedMail, type TemplateContext } from './template.types';

interface ProofPaper {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
}

/** Issue 31: to each author when the production file is converted: read the proof, approve or correct it. */
export function proofReadyTemplate(
  data: ProofPaper & { previewUrl: string },
  ctx: TemplateContext,
): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const subject = oneLine(`Proof ready: "${data.paperTitle}" in ${data.journalName}`);
  const news = `The proof of your paper "${data.paperTitle}" for ${data.journalName} is ready. Please read it and approve it or send your corrections.`;
  const link = `Read the proof here: ${data.previewUrl}`;
  const text = plainText(ctx, [`Dear ${name},`, '', news, '', link]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(news),
    button('Read the proof', data.previewUrl),
  ]);
  return { subject, text, html };
}

/** Issue 31: to the editor of the production file when an author approved the proof or sent corrections. */
export function proofAnsweredTemplate(
  data: ProofPaper & { decision: 'approve' | 'corrections'; corrections?: string; answeredBy: string },
  ctx: TemplateContext,
): RenderedMail {
  const approved = data.decision === 'approve';
  const subject = oneLine(
    `${approved ? 'Proof approved' : 'Proof corrections'}: "${data.paperTitle}" in ${data.journalName}`,
  );
  const news = approved
    ? `${data.answeredBy} approved the proof of "${data.paperTitle}".`
    : `${data.answeredBy} asked for corrections to the proof of "${data.paperTitle}":`;
  const corrections = approved ? [] : [data.corrections ?? ''];
  const text = plainText(ctx, ['Dear Editor,', '', news, ...corrections]);
  const html = layout(ctx, subject, [
    paragraph('Dear Editor,'),
    paragraph(news),
    ...corrections.map(paragraph),
  ]);
  return { subject, text, html };
}

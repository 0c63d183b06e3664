import { button, layout, paragraph } from './mail-layout.template';
import { oneLine } from './escape-html';
import { fullName, plainText, type RenderedMail, type TemplateContext } from './template.types';

export interface ArticlePublishedData {
  givenNames: string;
  familyName: string;
  paperTitle: string;
  journalName: string;
  doi: string;
  articleUrl: string;
}

/** To the author and each co-author when the paper is published: the public article's link and DOI. */
export function articlePublishedTemplate(data: ArticlePublishedData, ctx: TemplateContext): RenderedMail {
  const name = fullName(data.givenNames, data.familyName);
  const doiUrl = `https://doi.org/${data.doi}`;
  const subject = oneLine(`Published: "${data.paperTitle}" in ${data.journalName}`);
  const news = `Your paper "${data.paperTitle}" has been published in ${data.journalName} and is open to every reader.`;
  const link = `Read it here: ${data.articleUrl}`;
  const doi = `DOI: ${data.doi} (${doiUrl})`;
  const text = plainText(ctx, [`Dear ${name},`, '', news, '', link, doi]);
  const html = layout(ctx, subject, [
    paragraph(`Dear ${name},`),
    paragraph(news),
    paragraph(doi),
    button('Read the article', data.articleUrl),
  ]);
  return { subject, text, html };
}

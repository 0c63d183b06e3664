export interface TemplateContext {
  publisherName: string;
  /** Site origin without a trailing slash, e.g. https://journals.example.org */
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function fullName(givenNames: string, familyName: string): string {
  return `${givenNames} ${familyName}`.trim() || 'Author';
}

export function siteLink(ctx: TemplateContext, path: string): string {
  return `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A mail's plain-text body: its lines, then the publisher's name as the signature. */
export function plainText(ctx: TemplateContext, lines: string[]): string {
  return [...lines, '', ctx.publisherName, ''].join('\n');
}

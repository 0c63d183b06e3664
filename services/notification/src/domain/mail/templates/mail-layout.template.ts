import { escapeHtml } from './escape-html';
import type { TemplateContext } from './template.types';

/** A trusted HTML fragment: built only from escaped values and fixed markup. */
export interface SafeHtml {
  readonly __html: string;
}

export const html = (trusted: string): SafeHtml => ({ __html: trusted });

export function paragraph(text: string): SafeHtml {
  return html(`<p style="margin:0 0 16px">${escapeHtml(text)}</p>`);
}

export function button(label: string, href: string): SafeHtml {
  return html(
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`,
  );
}

/** The frame every mail shares: publisher name on top, a plain footer. */
export function layout(ctx: TemplateContext, title: string, blocks: SafeHtml[]): string {
  const publisher = escapeHtml(ctx.publisherName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="font-size:20px;font-weight:bold;color:#1d4ed8;margin-bottom:16px">${publisher}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">
${blocks.map((block) => block.__html).join('\n')}
</div>
<div style="font-size:12px;color:#6b7280;margin-top:16px">${publisher} &middot; open-access journals. You receive this email because of activity on your author account.</div>
</div></body></html>`;
}

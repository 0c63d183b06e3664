// A block of publisher-written Markdown, rendered sanitized (see markdown.ts).
import { useMemo } from 'react';
import { markdownToHtml } from './markdown';

interface MarkdownProps {
  source: string;
  className?: string;
  /** Levels to add to every heading, so the text's headings sit below the section's own title. */
  headingOffset?: number;
}

export function Markdown({ source, className, headingOffset = 0 }: MarkdownProps) {
  const html = useMemo(() => markdownToHtml(source, { headingOffset }), [source, headingOffset]);
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

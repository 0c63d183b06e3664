// A section named by its heading: `<section class="x">` with `<h2 class="x__title">` (profile cards, submission
// detail cards, journal page sections).
import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The section's classes; the heading gets `<first class>__title`. */
  className: string;
  /** The id of the heading, which names the section. */
  titleId: string;
  title: ReactNode;
  /** The section's own id (an anchor), when it has one. */
  id?: string;
  children: ReactNode;
}

export function TitledSection({ className, titleId, title, id, children }: TitledSectionProps) {
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${className.split(' ')[0]}__title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

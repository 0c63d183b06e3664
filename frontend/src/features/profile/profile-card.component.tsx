// A titled card of the profile page (personal information, institution, statistics, submissions).
import type { ReactNode } from 'react';

interface ProfileCardProps {
  /** The id of the card's heading, which names the card. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

export function ProfileCard({ titleId, title, children }: ProfileCardProps) {
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

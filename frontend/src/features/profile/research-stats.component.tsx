import type { UserProfile } from '../../api/profile.api';

export function ResearchStats({ user }: { user: UserProfile }) {
  const submissions = user.individual_submissions ?? [];
  const total = user.stats?.total_papers ?? submissions.length;
  const published = user.stats?.published ?? submissions.filter((s) => s.status === 'published').length;
  return (
    <section className="profile-card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="profile-card__title">
        Research Statistics
      </h2>
      <div className="profile-stats">
        <div className="profile-stat">
          <span className="profile-stat__value" data-testid="stat-total">
            {Number(total)}
          </span>
          <span className="profile-stat__label">Total Papers</span>
        </div>
        <div className="profile-stat">
          <span className="profile-stat__value" data-testid="stat-published">
            {Number(published)}
          </span>
          <span className="profile-stat__label">Published</span>
        </div>
      </div>
    </section>
  );
}

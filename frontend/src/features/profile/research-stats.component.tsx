import type { UserProfile } from '../../api/profile.api';
import { TitledSection } from '../../components/ui/titled-section.component';

export function ResearchStats({ user }: { user: UserProfile }) {
  const submissions = user.individual_submissions ?? [];
  const total = user.stats?.total_papers ?? submissions.length;
  const published = user.stats?.published ?? submissions.filter((s) => s.status === 'published').length;
  return (
    <TitledSection className="profile-card" titleId="stats-title" title="Research Statistics">
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
    </TitledSection>
  );
}

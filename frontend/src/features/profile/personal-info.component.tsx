import { orcidUrl } from '@journal/metadata';
import type { UserProfile } from '../../api/profile.api';
import { formatLongDate } from './format-date';
import { OrcidIdIcon } from './orcid-id-icon.component';
import { ORCID_MESSAGES } from './orcid.messages';
import { TitledSection } from '../../components/ui/titled-section.component';

export function PersonalInfo({ user }: { user: UserProfile }) {
  return (
    <TitledSection className="profile-card" titleId="personal-info-title" title="Personal Information">
      <dl className="profile-facts">
        <div>
          <dt>Full Name</dt>
          <dd>
            {user.given_names} {user.family_name}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {user.email}
            {user.email_verified && (
              <span
                className="profile-verified"
                title="Verified email"
                aria-label="Verified email"
                role="img"
              >
                ✓
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Family Name</dt>
          <dd>{user.family_name}</dd>
        </div>
        {user.orcid && (
          <div className="profile-orcid">
            <dt>ORCID iD</dt>
            <dd>
              {user.orcidAuthenticated && <OrcidIdIcon size={16} label="ORCID iD" />}
              <a href={orcidUrl(user.orcid)} target="_blank" rel="noreferrer">
                {orcidUrl(user.orcid)}
              </a>
              {user.orcidAuthenticated && (
                <span className="orcid-panel__badge">{ORCID_MESSAGES.authenticated}</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Member Since</dt>
          <dd>{formatLongDate(user.created_at)}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

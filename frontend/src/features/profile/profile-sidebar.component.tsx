import type { UserProfile } from '../../api/profile.api';
import { initialsFor } from '../../components/layout/initials';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  user: UserProfile;
  onEdit: () => void;
  onLogout: () => void;
}

export function ProfileSidebar({ user, onEdit, onLogout }: Props) {
  return (
    <aside className="profile-sidebar" aria-label="Account">
      <div className="profile-avatar" aria-hidden="true">
        {initialsFor(`${user.given_names} ${user.family_name}`, user.email)}
      </div>
      <p className="profile-sidebar__name">{user.given_names}</p>
      <p className="profile-sidebar__email">{user.email}</p>
      <SolidButton look="profile" onClick={onEdit}>
        Edit Profile
      </SolidButton>
      <SolidButton look="profile" ghost onClick={onLogout}>
        Logout
      </SolidButton>
    </aside>
  );
}

import type { UserProfile } from '../../api/profile.api';
import { initialsFor } from '../../components/layout/initials';

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
      <button type="button" className="solid-button profile-button" onClick={onEdit}>
        Edit Profile
      </button>
      <button type="button" className="solid-button profile-button solid-button--ghost" onClick={onLogout}>
        Logout
      </button>
    </aside>
  );
}

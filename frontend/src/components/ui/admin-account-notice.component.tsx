// Shown instead of an author-only screen (My Profile, Submission Link) when an administrator is signed
// in: says why, and offers the two ways on instead of a form the server would refuse.
import { Link, useNavigate } from 'react-router-dom';
import { endSession } from '../../api/session-refresh';

interface Props {
  /** What the administrator opened, e.g. 'My Profile'. */
  what: string;
}

export function AdminAccountNotice({ what }: Props) {
  const navigate = useNavigate();
  return (
    <div className="container container--narrow admin-account-notice">
      <section
        className="admin-account-notice__card surface-card"
        aria-labelledby="admin-account-notice-title"
      >
        <h1 id="admin-account-notice-title">You are signed in as an administrator</h1>
        <p>
          {what} is for author accounts. Review and manage submissions from the Admin Dashboard, or log out
          and sign in with an author account to submit a paper.
        </p>
        <div className="admin-account-notice__actions">
          <Link to="/admin" className="btn btn-primary">
            Go to Admin Dashboard
          </Link>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              // Ends the server session too (refresh cookie and access token), not only the stored one.
              void endSession();
              navigate('/login');
            }}
          >
            Log out
          </button>
        </div>
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The frame of the two password-reset pages: the title, an optional note, the error, then either the
 * success text (once it is not null) or the form, and the way back to sign in.
 */
export function PasswordResetPanel(props: {
  titleId: string;
  title: string;
  note?: string;
  error: string | null;
  success: string | null;
  back: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <section className="auth-panel panel auth-panel--wide" aria-labelledby={props.titleId}>
        <h1 id={props.titleId} className="auth-title">
          {props.title}
        </h1>
        {props.note && <p className="auth-note">{props.note}</p>}
        {props.error && (
          <p className="auth-alert" role="alert">
            {props.error}
          </p>
        )}
        {props.success !== null ? (
          <p className="auth-success" role="status">
            {props.success}
          </p>
        ) : (
          props.children
        )}
        <p className="auth-footer">
          <Link to="/login">{props.back}</Link>
        </p>
      </section>
    </div>
  );
}

// The solid action button of the feature pages (components.css): one place that puts its classes together.
import type { ButtonHTMLAttributes } from 'react';

/** The feature whose button class (`admin-button`, `profile-button`...) sets the padding, corners and colour. */
export type SolidButtonLook = 'admin' | 'auth' | 'profile' | 'review' | 'submit';

export interface SolidButtonStyle {
  look: SolidButtonLook;
  /** Drawn on the surface in the look's colour instead of filled with it. */
  ghost?: boolean;
  /** The look's modifier class, e.g. `small` for `admin-button--small`. */
  variant?: string;
}

/** The class list of a solid button, for an element that is not a button (a router Link). */
export function solidButtonClass({ look, ghost, variant }: SolidButtonStyle): string {
  const classes = ['solid-button', `${look}-button`];
  if (variant) classes.push(`${look}-button--${variant}`);
  if (ghost) classes.push('solid-button--ghost');
  return classes.join(' ');
}

type SolidButtonProps = SolidButtonStyle & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** A `type="button"` unless told otherwise, so that a button inside a form never submits it by accident. */
export function SolidButton({ look, ghost, variant, type = 'button', ...button }: SolidButtonProps) {
  return <button type={type} className={solidButtonClass({ look, ghost, variant })} {...button} />;
}

// An item the site settings may give a target (issue 41): a site path opens in the SPA, an https link
// leaves the site; without a target the item is inert, as SPEC.md has several.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function SiteLink(props: {
  href?: string;
  className: string;
  /** The inert form's class (default: `className`). */
  inertClassName?: string;
  /** The inert form as a button (the header's items) rather than text. */
  inertAs?: 'button' | 'span';
  label?: string;
  children: ReactNode;
}) {
  const { href, className, label } = props;
  if (!href) {
    const inert = props.inertClassName ?? className;
    return props.inertAs === 'button' ? (
      <button type="button" className={inert} aria-label={label}>
        {props.children}
      </button>
    ) : (
      <span className={inert} role={label ? 'img' : undefined} aria-label={label} title={label}>
        {props.children}
      </span>
    );
  }
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className} aria-label={label} title={label}>
        {props.children}
      </Link>
    );
  return (
    <a href={href} className={className} aria-label={label} title={label} rel="noopener noreferrer">
      {props.children}
    </a>
  );
}

// Building blocks shared by the catalogue pages: page header, empty state, tag chips and inert links.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.component';

export function CatalogueHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="catalogue-header">
      <div className="container">
        <Link to="/" className="back-link">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <h1 className="catalogue-header__title">{title}</h1>
        <p className="catalogue-header__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="empty-state" role="status">
      <Icon name="search" size={40} className="empty-state__icon" />
      <p className="empty-state__title">{title}</p>
      {hint && <p className="empty-state__hint">{hint}</p>}
    </div>
  );
}

export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A link styled as an action that has no destination yet (Access Database, Learn More). */
export function InertLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href="#" className={className} onClick={(event: MouseEvent) => event.preventDefault()}>
      {children}
    </a>
  );
}

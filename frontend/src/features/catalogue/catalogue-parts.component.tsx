// Building blocks shared by the catalogue pages: page header, empty state, card frame, details toggle, tag
// chips and inert links.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.component';
import { SafeImage } from '../../components/ui/safe-image.component';

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

interface CatalogueCardProps {
  image: string;
  alt: string;
  /** A book cover (400 x 560) instead of a landscape picture (640 x 400). */
  cover?: boolean;
  children: ReactNode;
}

/** A card of the grid: its picture, then its body. */
export function CatalogueCard({ image, alt, cover = false, children }: CatalogueCardProps) {
  return (
    <li className="catalogue-card surface-card">
      <SafeImage
        src={image}
        alt={alt}
        width={cover ? 400 : 640}
        height={cover ? 560 : 400}
        className={cover ? 'catalogue-card__image catalogue-card__image--book' : 'catalogue-card__image'}
      />
      <div className="catalogue-card__body">{children}</div>
    </li>
  );
}

interface DetailsToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel (`children`), shown while open. */
  panelId: string;
  show: string;
  hide: string;
  children: ReactNode;
}

/** The button that shows and hides a card's panel. */
export function DetailsToggle({ open, onToggle, panelId, show, hide, children }: DetailsToggleProps) {
  return (
    <>
      <button
        type="button"
        className="btn btn-outline catalogue-card__action"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {open ? hide : show}
      </button>
      {open && children}
    </>
  );
}

interface TagListProps {
  tags: readonly string[];
  label: string;
  /** Tags not shown, as a '+N' chip with its own label. */
  more?: { count: number; label: string };
}

export function TagList({ tags, label, more }: TagListProps) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
      {more && more.count > 0 && (
        <li className="tag tag--more" aria-label={more.label}>
          +{more.count}
        </li>
      )}
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

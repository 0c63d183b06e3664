// One book: cover, title, author, clamped description, year, tags and a details panel toggle.
import { SafeImage } from '../../components/ui/safe-image.component';
import type { Book } from '../../api/catalogue.api';
import { TagList } from './catalogue-parts.component';

interface BookCardProps {
  book: Book;
  open: boolean;
  onToggle: () => void;
}

export function BookCard({ book, open, onToggle }: BookCardProps) {
  const panelId = `book-details-${book.id}`;
  return (
    <li className="catalogue-card">
      <SafeImage
        src={book.coverImage}
        alt={`Cover of ${book.title}`}
        width={400}
        height={560}
        className="catalogue-card__image catalogue-card__image--book"
      />
      <div className="catalogue-card__body">
        <h2 className="catalogue-card__title">{book.title}</h2>
        <p className="catalogue-card__byline">by {book.author}</p>
        <p className="catalogue-card__text catalogue-card__text--clamp">{book.description}</p>
        <p className="catalogue-card__meta">Published: {book.publicationDate}</p>
        <TagList tags={book.tags} label={`Topics of ${book.title}`} />
        <button
          type="button"
          className="btn btn-outline catalogue-card__action"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {open ? 'Hide Details' : 'View Details'}
        </button>
        {open && (
          <dl className="details-panel" id={panelId}>
            <div>
              <dt>Publisher</dt>
              <dd>{book.publisher}</dd>
            </div>
            <div>
              <dt>Pages</dt>
              <dd>{book.pages}</dd>
            </div>
            <div>
              <dt>ISBN</dt>
              <dd>{book.isbn}</dd>
            </div>
          </dl>
        )}
      </div>
    </li>
  );
}

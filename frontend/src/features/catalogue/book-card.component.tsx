// One book: cover, title, author, clamped description, year, tags and a details panel toggle.
import type { Book } from '../../api/catalogue.api';
import { FactList } from '../../components/ui/fact-list.component';
import type { CatalogueCardProps } from './catalogue-page.component';
import { CatalogueCard, DetailsToggle, TagList } from './catalogue-parts.component';

export function BookCard({ entry: book, open, onToggle }: CatalogueCardProps<Book>) {
  const panelId = `book-details-${book.id}`;
  return (
    <CatalogueCard image={book.coverImage} alt={`Cover of ${book.title}`} cover>
      <h2 className="catalogue-card__title">{book.title}</h2>
      <p className="catalogue-card__byline">by {book.author}</p>
      <p className="catalogue-card__text catalogue-card__text--clamp">{book.description}</p>
      <p className="catalogue-card__meta">Published: {book.publicationDate}</p>
      <TagList tags={book.tags} label={`Topics of ${book.title}`} />
      <DetailsToggle
        open={open}
        onToggle={onToggle}
        panelId={panelId}
        show="View Details"
        hide="Hide Details"
      >
        <FactList
          className="details-panel"
          id={panelId}
          facts={[
            ['Publisher', book.publisher],
            ['Pages', book.pages],
            ['ISBN', book.isbn],
          ]}
        />
      </DetailsToggle>
    </CatalogueCard>
  );
}

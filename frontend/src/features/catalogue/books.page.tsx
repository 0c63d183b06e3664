// Books (/books): search, category tabs and book cards with one details panel open at a time.
import { BookCard } from './book-card.component';
import { filterBooks } from './catalogue-filters';
import { CataloguePage } from './catalogue-page.component';

export default function BooksPage() {
  return <CataloguePage kind="books" filter={filterBooks} Card={BookCard} />;
}

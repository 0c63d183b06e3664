// Books (/books): search, category tabs and book cards with one details panel open at a time.
import { useMemo, useState } from 'react';
import { useCatalogue, type BookCategory } from '../../api/catalogue.api';
import { BOOK_CATEGORIES } from './catalogue-categories';
import { CatalogueState } from './catalogue-state.component';
import { BookCard } from './book-card.component';
import { useCatalogueLoaded } from './catalogue-loading.hook';
import { filterBooks } from './catalogue-filters';
import { CatalogueHeader, EmptyState } from './catalogue-parts.component';
import { CatalogueSearch } from './catalogue-search.component';
import { CategoryTabs } from './category-tabs.component';
import '../../styles/catalogue.css';

export default function BooksPage() {
  const loaded = useCatalogueLoaded();
  const [category, setCategory] = useState<BookCategory>('all');
  const [query, setQuery] = useState('');
  const [openBookId, setOpenBookId] = useState<number | null>(null);
  const entries = useCatalogue('books');
  const books = useMemo(
    () => filterBooks(entries.data ?? [], category, query),
    [entries.data, category, query],
  );

  return (
    <div className="catalogue">
      <CatalogueHeader
        title="Academic Books Collection"
        subtitle="Monographs, textbooks and research guides from our academic list."
      />
      <div className="container catalogue__body">
        <div className="catalogue-toolbar">
          <CatalogueSearch
            label="Search books"
            placeholder="Search books by title, author, or topic..."
            value={query}
            onChange={setQuery}
          />
          <CategoryTabs
            label="Book categories"
            options={BOOK_CATEGORIES}
            selected={category}
            onSelect={setCategory}
          />
        </div>
        <CatalogueState loaded={loaded} query={entries} skeletons={8} label="Loading books...">
          {books.length === 0 ? (
            <EmptyState
              title="No books found matching your criteria"
              hint="Try adjusting your search or filter settings"
            />
          ) : (
            <ul className="card-grid" aria-label="Books">
              {books.map((book) => (
                <BookCard
                  key={book.id}
                  book={book}
                  open={openBookId === book.id}
                  onToggle={() => setOpenBookId((current) => (current === book.id ? null : book.id))}
                />
              ))}
            </ul>
          )}
        </CatalogueState>
      </div>
    </div>
  );
}

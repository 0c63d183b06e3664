// Journals directory (/journals): search, category filters and journal cards.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SafeImage } from '../../components/ui/safe-image.component';
import { useCatalogue, type DirectoryCategory } from '../../api/catalogue.api';
import { DIRECTORY_CATEGORIES } from './catalogue-categories';
import { CatalogueState } from './catalogue-state.component';
import { useCatalogueLoaded } from './catalogue-loading.hook';
import { filterDirectory } from './catalogue-filters';
import { CatalogueHeader, EmptyState, TagList } from './catalogue-parts.component';
import { CatalogueSearch } from './catalogue-search.component';
import { CategoryTabs } from './category-tabs.component';
import '../../styles/catalogue.css';

export default function JournalsDirectoryPage() {
  const loaded = useCatalogueLoaded();
  const [category, setCategory] = useState<DirectoryCategory>('all');
  const [query, setQuery] = useState('');
  const entries = useCatalogue('directory');
  const journals = useMemo(
    () => filterDirectory(entries.data ?? [], category, query),
    [entries.data, category, query],
  );

  return (
    <div className="catalogue">
      <CatalogueHeader
        title="Academic Journals"
        subtitle="Discover peer-reviewed journals across disciplines, with their impact factors and subject areas."
      />
      <div className="container catalogue__body">
        <div className="catalogue-toolbar">
          <CatalogueSearch
            label="Search journals"
            placeholder="Search journals by title, description, or subject..."
            value={query}
            onChange={setQuery}
          />
          <CategoryTabs
            label="Journal categories"
            options={DIRECTORY_CATEGORIES}
            selected={category}
            onSelect={setCategory}
          />
        </div>
        <CatalogueState loaded={loaded} query={entries} skeletons={8} label="Loading journals...">
          {journals.length === 0 ? (
            <EmptyState
              title="No journals found matching your criteria"
              hint="Try adjusting your search or filter settings"
            />
          ) : (
            <ul className="card-grid" aria-label="Journals">
              {journals.map((journal) => (
                <li key={journal.id} className="catalogue-card">
                  <SafeImage
                    src={journal.coverImage}
                    alt={`Cover of ${journal.title}`}
                    width={640}
                    height={400}
                    className="catalogue-card__image"
                  />
                  <div className="catalogue-card__body">
                    <h2 className="catalogue-card__title">{journal.title}</h2>
                    <p className="catalogue-card__text">{journal.description}</p>
                    {journal.impactFactor !== undefined && (
                      <p className="catalogue-card__meta">
                        <strong>Impact Factor: {journal.impactFactor}</strong>
                      </p>
                    )}
                    <TagList tags={journal.tags} label={`Subjects of ${journal.title}`} />
                    <Link to={`/journals/${journal.id}`} className="btn btn-outline catalogue-card__action">
                      View Details
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CatalogueState>
      </div>
    </div>
  );
}

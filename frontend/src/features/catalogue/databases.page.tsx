// Research Databases (/databases): search, category filters and database cards with one features panel open.
import { useMemo, useState } from 'react';
import { useCatalogue, type DatabaseCategory } from '../../api/catalogue.api';
import { DATABASE_CATEGORIES } from './catalogue-categories';
import { CatalogueState } from './catalogue-state.component';
import { useCatalogueLoaded } from './catalogue-loading.hook';
import { filterDatabases } from './catalogue-filters';
import { CatalogueHeader, EmptyState } from './catalogue-parts.component';
import { CatalogueSearch } from './catalogue-search.component';
import { CategoryTabs } from './category-tabs.component';
import { DatabaseCard } from './database-card.component';
import '../../styles/catalogue.css';

export default function DatabasesPage() {
  const loaded = useCatalogueLoaded();
  const [category, setCategory] = useState<DatabaseCategory>('all');
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const entries = useCatalogue('databases');
  const databases = useMemo(
    () => filterDatabases(entries.data ?? [], category, query),
    [entries.data, category, query],
  );

  return (
    <div className="catalogue">
      <CatalogueHeader
        title="Research Databases"
        subtitle="Indexes, archives and data collections to support literature reviews and original research."
      />
      <div className="container catalogue__body">
        <div className="catalogue-toolbar">
          <CatalogueSearch
            label="Search databases"
            placeholder="Search databases by name, description, or content type..."
            value={query}
            onChange={setQuery}
          />
          <CategoryTabs
            label="Database categories"
            options={DATABASE_CATEGORIES}
            selected={category}
            onSelect={setCategory}
          />
        </div>
        <CatalogueState loaded={loaded} query={entries} skeletons={8} label="Loading databases...">
          {databases.length === 0 ? (
            <EmptyState
              title="No databases found matching your criteria"
              hint="Try adjusting your search or filter settings"
            />
          ) : (
            <ul className="card-grid" aria-label="Databases">
              {databases.map((database) => (
                <DatabaseCard
                  key={database.id}
                  database={database}
                  open={openId === database.id}
                  onToggle={() => setOpenId((current) => (current === database.id ? null : database.id))}
                />
              ))}
            </ul>
          )}
        </CatalogueState>
      </div>
    </div>
  );
}

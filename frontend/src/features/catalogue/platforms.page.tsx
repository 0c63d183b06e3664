// Academic Platforms (/platforms): category tabs (no search) and platform cards.
import { useMemo, useState } from 'react';
import { useCatalogue, type PlatformCategory } from '../../api/catalogue.api';
import { PLATFORM_CATEGORIES } from './catalogue-categories';
import { CatalogueState } from './catalogue-state.component';
import { useCatalogueLoaded } from './catalogue-loading.hook';
import { filterPlatforms } from './catalogue-filters';
import { CatalogueHeader, EmptyState } from './catalogue-parts.component';
import { CategoryTabs } from './category-tabs.component';
import { PlatformCard } from './platform-card.component';
import '../../styles/catalogue.css';

export default function PlatformsPage() {
  const loaded = useCatalogueLoaded();
  const [category, setCategory] = useState<PlatformCategory>('all');
  const entries = useCatalogue('platforms');
  const platforms = useMemo(() => filterPlatforms(entries.data ?? [], category), [entries.data, category]);

  return (
    <div className="catalogue">
      <CatalogueHeader
        title="Academic Platforms"
        subtitle="Tools and services for research, teaching, analytics, publishing and academic events."
      />
      <div className="container catalogue__body">
        <div className="catalogue-toolbar">
          <CategoryTabs
            label="Platform categories"
            options={PLATFORM_CATEGORIES}
            selected={category}
            onSelect={setCategory}
          />
        </div>
        <CatalogueState loaded={loaded} query={entries} skeletons={6} label="Loading platforms...">
          {platforms.length === 0 ? (
            <EmptyState
              title="No platforms found in this category"
              hint="Please select a different category"
            />
          ) : (
            <ul className="card-grid" aria-label="Platforms">
              {platforms.map((platform) => (
                <PlatformCard key={platform.id} platform={platform} />
              ))}
            </ul>
          )}
        </CatalogueState>
      </div>
    </div>
  );
}

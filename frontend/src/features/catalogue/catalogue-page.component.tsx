// One catalogue page (/journals, /books, /databases, /platforms): header, search (where the page has one),
// category tabs and the cards, with at most one card's panel open at a time. The texts of each page are in
// catalogue-pages.json; the page names its entries' filter and card.
import { useMemo, useState, type ComponentType } from 'react';
import { useCatalogue, type CatalogueEntries, type CatalogueKind } from '../../api/catalogue.api';
import { CATEGORIES, type CategoryOf } from './catalogue-categories';
import { useCatalogueLoaded } from './catalogue-loading.hook';
import pages from './catalogue-pages.json';
import { CatalogueHeader, EmptyState } from './catalogue-parts.component';
import { CatalogueSearch } from './catalogue-search.component';
import { CatalogueState } from './catalogue-state.component';
import { CategoryTabs } from './category-tabs.component';
import '../../styles/catalogue.css';

interface PageTexts {
  title: string;
  subtitle: string;
  /** Absent on a page without a search box. */
  search?: { label: string; placeholder: string };
  categoriesLabel: string;
  skeletons: number;
  loading: string;
  /** Accessible name of the card list. */
  list: string;
  empty: { title: string; hint: string };
}

const TEXTS: Record<CatalogueKind, PageTexts> = pages;

/** What a card gets: its entry, and whether its panel is the open one. */
export interface CatalogueCardProps<E> {
  entry: E;
  open: boolean;
  onToggle: () => void;
}

interface CataloguePageProps<K extends CatalogueKind> {
  kind: K;
  filter: (
    entries: readonly CatalogueEntries[K][],
    category: CategoryOf<K>,
    query: string,
  ) => CatalogueEntries[K][];
  Card: ComponentType<CatalogueCardProps<CatalogueEntries[K]>>;
}

export function CataloguePage<K extends CatalogueKind>({ kind, filter, Card }: CataloguePageProps<K>) {
  const texts = TEXTS[kind];
  const loaded = useCatalogueLoaded();
  const [category, setCategory] = useState<CategoryOf<K>>('all');
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const entries = useCatalogue(kind);
  const shown = useMemo(
    () => filter(entries.data ?? [], category, query),
    [filter, entries.data, category, query],
  );

  return (
    <div className="catalogue">
      <CatalogueHeader title={texts.title} subtitle={texts.subtitle} />
      <div className="container catalogue__body">
        <div className="catalogue-toolbar">
          {texts.search && (
            <CatalogueSearch
              label={texts.search.label}
              placeholder={texts.search.placeholder}
              value={query}
              onChange={setQuery}
            />
          )}
          <CategoryTabs
            label={texts.categoriesLabel}
            options={CATEGORIES[kind]}
            selected={category}
            onSelect={setCategory}
          />
        </div>
        <CatalogueState loaded={loaded} query={entries} skeletons={texts.skeletons} label={texts.loading}>
          {shown.length === 0 ? (
            <EmptyState title={texts.empty.title} hint={texts.empty.hint} />
          ) : (
            <ul className="card-grid" aria-label={texts.list}>
              {shown.map((entry) => (
                <Card
                  key={entry.id}
                  entry={entry}
                  open={openId === entry.id}
                  onToggle={() => setOpenId((current) => (current === entry.id ? null : entry.id))}
                />
              ))}
            </ul>
          )}
        </CatalogueState>
      </div>
    </div>
  );
}

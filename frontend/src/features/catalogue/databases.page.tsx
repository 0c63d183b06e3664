// Research Databases (/databases): search, category filters and database cards with one features panel open.
import { DatabaseCard } from './database-card.component';
import { filterDatabases } from './catalogue-filters';
import { CataloguePage } from './catalogue-page.component';

export default function DatabasesPage() {
  return <CataloguePage kind="databases" filter={filterDatabases} Card={DatabaseCard} />;
}

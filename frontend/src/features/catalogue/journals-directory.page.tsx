// Journals directory (/journals): search, category filters and journal cards.
import { DirectoryCard } from './directory-card.component';
import { filterDirectory } from './catalogue-filters';
import { CataloguePage } from './catalogue-page.component';

export default function JournalsDirectoryPage() {
  return <CataloguePage kind="directory" filter={filterDirectory} Card={DirectoryCard} />;
}

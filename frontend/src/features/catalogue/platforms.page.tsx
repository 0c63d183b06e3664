// Academic Platforms (/platforms): category tabs (no search) and platform cards.
import { PlatformCard } from './platform-card.component';
import { filterPlatforms } from './catalogue-filters';
import { CataloguePage } from './catalogue-page.component';

export default function PlatformsPage() {
  return <CataloguePage kind="platforms" filter={filterPlatforms} Card={PlatformCard} />;
}

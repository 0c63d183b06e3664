// One journal of the directory: cover, title, description, impact factor, subjects and View Details.
import { Link } from 'react-router-dom';
import type { DirectoryJournal } from '../../api/catalogue.api';
import type { CatalogueCardProps } from './catalogue-page.component';
import { CatalogueCard, TagList } from './catalogue-parts.component';

export function DirectoryCard({ entry: journal }: CatalogueCardProps<DirectoryJournal>) {
  return (
    <CatalogueCard image={journal.coverImage} alt={`Cover of ${journal.title}`}>
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
    </CatalogueCard>
  );
}

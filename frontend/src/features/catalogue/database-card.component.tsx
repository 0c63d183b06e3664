// One research database: coverage, update frequency, first three content types (+N) and special features.
import type { ResearchDatabase } from '../../api/catalogue.api';
import { FactList } from '../../components/ui/fact-list.component';
import { splitVisible } from './catalogue-filters';
import type { CatalogueCardProps } from './catalogue-page.component';
import { CatalogueCard, DetailsToggle, InertLink, TagList } from './catalogue-parts.component';

export const CONTENT_TYPES_SHOWN = 3;

export function DatabaseCard({ entry: database, open, onToggle }: CatalogueCardProps<ResearchDatabase>) {
  const { visible, hidden } = splitVisible(database.contentTypes, CONTENT_TYPES_SHOWN);
  const panelId = `database-features-${database.id}`;
  return (
    <CatalogueCard image={database.image} alt={database.name}>
      <h2 className="catalogue-card__title">{database.name}</h2>
      <p className="catalogue-card__text">{database.description}</p>
      <FactList
        className="fact-list"
        facts={[
          ['Coverage', database.coverage],
          ['Updates', database.updateFrequency],
        ]}
      />
      <TagList
        tags={visible}
        label={`Content types of ${database.name}`}
        more={{ count: hidden, label: `${hidden} more content types` }}
      />
      <DetailsToggle
        open={open}
        onToggle={onToggle}
        panelId={panelId}
        show="Show Features"
        hide="Hide Features"
      >
        <div className="details-panel" id={panelId}>
          <h3 className="details-panel__title">Special Features</h3>
          <ul className="details-panel__list">
            {database.specialFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </DetailsToggle>
      <InertLink className="btn btn-primary catalogue-card__action">Access Database</InertLink>
    </CatalogueCard>
  );
}

// One research database: coverage, update frequency, first three content types (+N) and special features.
import { SafeImage } from '../../components/ui/safe-image.component';
import type { ResearchDatabase } from '../../api/catalogue.api';
import { splitVisible } from './catalogue-filters';
import { InertLink } from './catalogue-parts.component';

export const CONTENT_TYPES_SHOWN = 3;

interface DatabaseCardProps {
  database: ResearchDatabase;
  open: boolean;
  onToggle: () => void;
}

export function DatabaseCard({ database, open, onToggle }: DatabaseCardProps) {
  const { visible, hidden } = splitVisible(database.contentTypes, CONTENT_TYPES_SHOWN);
  const panelId = `database-features-${database.id}`;
  return (
    <li className="catalogue-card">
      <SafeImage
        src={database.image}
        alt={database.name}
        width={640}
        height={400}
        className="catalogue-card__image"
      />
      <div className="catalogue-card__body">
        <h2 className="catalogue-card__title">{database.name}</h2>
        <p className="catalogue-card__text">{database.description}</p>
        <dl className="fact-list">
          <div>
            <dt>Coverage</dt>
            <dd>{database.coverage}</dd>
          </div>
          <div>
            <dt>Updates</dt>
            <dd>{database.updateFrequency}</dd>
          </div>
        </dl>
        <ul className="tag-list" aria-label={`Content types of ${database.name}`}>
          {visible.map((type) => (
            <li key={type} className="tag">
              {type}
            </li>
          ))}
          {hidden > 0 && (
            <li className="tag tag--more" aria-label={`${hidden} more content types`}>
              +{hidden}
            </li>
          )}
        </ul>
        <button
          type="button"
          className="btn btn-outline catalogue-card__action"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {open ? 'Hide Features' : 'Show Features'}
        </button>
        {open && (
          <div className="details-panel" id={panelId}>
            <h3 className="details-panel__title">Special Features</h3>
            <ul className="details-panel__list">
              {database.specialFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        )}
        <InertLink className="btn btn-primary catalogue-card__action">Access Database</InertLink>
      </div>
    </li>
  );
}

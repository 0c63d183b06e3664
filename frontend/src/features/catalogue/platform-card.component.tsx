// One academic platform: rating, description, first three key features, pricing and Learn More.
import type { Platform } from '../../api/catalogue.api';
import { splitVisible } from './catalogue-filters';
import type { CatalogueCardProps } from './catalogue-page.component';
import { CatalogueCard, InertLink } from './catalogue-parts.component';

export const FEATURES_SHOWN = 3;

function StarRating({ rating }: { rating: number }) {
  const percent = `${Math.max(0, Math.min(100, (rating / 5) * 100))}%`;
  return (
    <p className="star-rating">
      <span role="img" aria-label={`Rated ${rating} out of 5`} className="star-rating__stars">
        <span aria-hidden="true">★★★★★</span>
        <span aria-hidden="true" className="star-rating__fill" style={{ width: percent }}>
          ★★★★★
        </span>
      </span>
      <span className="star-rating__value" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
    </p>
  );
}

export function PlatformCard({ entry: platform }: CatalogueCardProps<Platform>) {
  const { visible } = splitVisible(platform.features, FEATURES_SHOWN);
  return (
    <CatalogueCard image={platform.image} alt={platform.name}>
      <h2 className="catalogue-card__title">{platform.name}</h2>
      <StarRating rating={platform.rating} />
      <p className="catalogue-card__text">{platform.description}</p>
      <h3 className="catalogue-card__subtitle">Key Features</h3>
      <ul className="feature-list">
        {visible.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="catalogue-card__meta">{platform.pricing}</p>
      <InertLink className="btn btn-primary catalogue-card__action">Learn More</InertLink>
    </CatalogueCard>
  );
}

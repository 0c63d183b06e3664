// The service cards (the site settings' titles and texts; six on a fresh install); their pictures get a
// 500 ms image-ready delay, with placeholders meanwhile.
import type { SiteSettings } from '../../api/site.api';
import { SERVICE_CARDS } from '../../content/home.content';
import { Icon } from '../../components/ui/icon.component';
import { useDelayedFlag } from '../../components/ui/timing.hooks';

export const CARD_IMAGE_READY_DELAY_MS = 500;

/** The picture of the card at `index`: the seeded cards' icons and tints, in turn. */
const pictureOf = (index: number) => SERVICE_CARDS[index % SERVICE_CARDS.length]!;

export function ServiceCards({ cards }: { cards: SiteSettings['homeCards'] }) {
  const ready = useDelayedFlag(CARD_IMAGE_READY_DELAY_MS);
  // A site without cards (SAMPLE_CONTENT=none until the publisher adds some) shows no empty section.
  if (cards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="services-title">
      <h2 id="services-title" className="section-title">
        What we offer
      </h2>
      {ready ? (
        <ul className="service-grid">
          {cards.map((card, index) => (
            <li key={`${card.title}-${index}`} className="service-card surface-card">
              <div
                className="service-card__image"
                style={{ background: pictureOf(index).tint }}
                aria-hidden="true"
              >
                <Icon name={pictureOf(index).icon} size={44} />
              </div>
              <div className="service-card__body">
                <h3 className="service-card__title">{card.title}</h3>
                <p className="service-card__text">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="service-grid" role="status" aria-busy="true">
          <span className="visually-hidden">Loading services...</span>
          {cards.map((card, index) => (
            <div
              key={`${card.title}-${index}`}
              className="service-card service-card--placeholder"
              data-testid="service-placeholder"
              aria-hidden="true"
            >
              <div className="skeleton service-card__image" />
              <div className="service-card__body">
                <div className="skeleton skeleton-line skeleton-line--title" />
                <div className="skeleton skeleton-line" />
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

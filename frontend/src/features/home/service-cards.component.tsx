// The six service cards; their pictures get a 500 ms image-ready delay, with placeholders meanwhile.
import { SERVICE_CARDS } from '../../content/home.content';
import { Icon } from '../../components/ui/icon.component';
import { useDelayedFlag } from '../../components/ui/timing.hooks';

export const CARD_IMAGE_READY_DELAY_MS = 500;

export function ServiceCards() {
  const ready = useDelayedFlag(CARD_IMAGE_READY_DELAY_MS);

  return (
    <section className="home-section" aria-labelledby="services-title">
      <h2 id="services-title" className="section-title">
        What we offer
      </h2>
      {ready ? (
        <ul className="service-grid">
          {SERVICE_CARDS.map((card) => (
            <li key={card.title} className="service-card surface-card">
              <div className="service-card__image" style={{ background: card.tint }} aria-hidden="true">
                <Icon name={card.icon} size={44} />
              </div>
              <div className="service-card__body">
                <h3 className="service-card__title">{card.title}</h3>
                <p className="service-card__text">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="service-grid" role="status" aria-busy="true">
          <span className="visually-hidden">Loading services...</span>
          {SERVICE_CARDS.map((card) => (
            <div
              key={card.title}
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

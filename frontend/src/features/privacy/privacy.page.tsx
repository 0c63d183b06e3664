// Privacy policy (/privacy).
import { useScrollToTopOnMount } from '../../components/ui/timing.hooks';
import { PRIVACY_BLOCKS, PRIVACY_CONTACT, PRIVACY_POLICY } from '../../content/privacy-policy.content';
import '../../styles/privacy.css';

export default function PrivacyPage() {
  useScrollToTopOnMount();
  return (
    <div className="policy">
      <header className="policy-header">
        <div className="container container--narrow">
          <h1 className="policy-header__title">{PRIVACY_POLICY.title}</h1>
          <p className="policy-header__subtitle">{PRIVACY_POLICY.subtitle}</p>
          <p className="policy-header__date">
            Last updated: <time dateTime={PRIVACY_POLICY.lastUpdatedIso}>{PRIVACY_POLICY.lastUpdated}</time>
          </p>
        </div>
      </header>
      <div className="container container--narrow policy-body">
        <section className="policy-block policy-block--intro" aria-label="Introduction">
          {PRIVACY_POLICY.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        {PRIVACY_BLOCKS.map((block) => (
          <section
            key={block.id}
            id={block.id}
            className="policy-block"
            aria-labelledby={`${block.id}-title`}
          >
            <h2 id={`${block.id}-title`} className="policy-block__title">
              {block.title}
            </h2>
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {block.items && (
              <ul className="policy-block__list">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section id="contact" className="policy-block policy-block--contact" aria-labelledby="contact-title">
          <h2 id="contact-title" className="policy-block__title">
            {PRIVACY_CONTACT.title}
          </h2>
          <p>{PRIVACY_CONTACT.text}</p>
          <p>
            Privacy team: <a href={`mailto:${PRIVACY_POLICY.privacyEmail}`}>{PRIVACY_POLICY.privacyEmail}</a>
          </p>
        </section>
      </div>
    </div>
  );
}

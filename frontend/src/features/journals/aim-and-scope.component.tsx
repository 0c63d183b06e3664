// Aim and Scope section: the intro, then a grid of scope cards, one per `###` area of the Markdown text.
import { useMemo } from 'react';
import { splitAimsAndScope } from '../../components/ui/markdown';

export function AimAndScope({ source }: { source: string }) {
  const { introHtml, cards } = useMemo(() => splitAimsAndScope(source, { headingOffset: 1 }), [source]);
  return (
    <section id="aim-and-scope" className="journal-section" aria-labelledby="aim-and-scope-title">
      <h2 id="aim-and-scope-title" className="journal-section__title">
        Aim and Scope
      </h2>
      <div className="markdown journal-section__text" dangerouslySetInnerHTML={{ __html: introHtml }} />
      {cards.length > 0 && (
        <ul className="scope-grid" aria-label="Scope areas">
          {cards.map((card, index) => (
            <li key={`${index}-${card.title}`} className="scope-card">
              <h3 className="scope-card__title" dangerouslySetInnerHTML={{ __html: card.titleHtml }} />
              <div
                className="markdown scope-card__text"
                dangerouslySetInnerHTML={{ __html: card.bodyHtml }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

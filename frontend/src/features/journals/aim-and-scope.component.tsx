// Aim and Scope section: intro paragraphs and a grid of scope cards.
import type { ScopeItem } from '../../content/journal.types';

interface AimAndScopeProps {
  intro: string[];
  scope: ScopeItem[];
}

export function AimAndScope({ intro, scope }: AimAndScopeProps) {
  return (
    <section id="aim-and-scope" className="journal-section" aria-labelledby="aim-and-scope-title">
      <h2 id="aim-and-scope-title" className="journal-section__title">
        Aim and Scope
      </h2>
      {intro.map((paragraph) => (
        <p key={paragraph} className="journal-section__text">
          {paragraph}
        </p>
      ))}
      <ul className="scope-grid" aria-label="Scope areas">
        {scope.map((item) => (
          <li key={item.title} className="scope-card">
            <h3 className="scope-card__title">{item.title}</h3>
            <p className="scope-card__text">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

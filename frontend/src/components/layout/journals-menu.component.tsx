// The header's Journals dropdown: the ten journals, each linking to its landing page.
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { JOURNALS, journalPath } from '../../content/journals.content';
import { useDismiss } from '../ui/dismiss.hook';

export function JournalsMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);

  return (
    <div className="nav-dropdown" ref={container}>
      <button
        type="button"
        className="nav-link nav-dropdown__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Journals <span aria-hidden="true" className="caret" />
      </button>
      {open && (
        <ul className="nav-dropdown__panel journals-menu" id={menuId}>
          {JOURNALS.map((journal) => (
            <li key={journal.id}>
              <Link to={journalPath(journal.id)} className="journals-menu__item" onClick={close}>
                <span
                  className="journals-menu__badge"
                  style={{ background: journal.color }}
                  aria-hidden="true"
                >
                  {journal.abbreviation}
                </span>
                <span className="journals-menu__text">
                  <span className="journals-menu__name">{journal.name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

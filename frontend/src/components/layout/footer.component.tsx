// Site footer: link columns (some items are listed without a target yet) and inert social icons.
import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, SITE, SOCIAL_NETWORKS } from '../../content/site.content';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{SITE.brand}</p>
          <p className="site-footer__text">
            Peer-reviewed, open-access international journals for researchers, academics, engineers,
            educators, practitioners and policymakers.
          </p>
          <ul className="social-list" aria-label="Social media">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network.name}>
                <span className="social-icon" role="img" aria-label={network.name} title={network.name}>
                  <span aria-hidden="true">{network.glyph}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div className="site-footer__column" key={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.to ? (
                    <Link to={link.to} className="site-footer__link">
                      {link.label}
                    </Link>
                  ) : (
                    <span className="site-footer__item">{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {SITE.brand}. All articles are published open access.
        </p>
        <p>
          Contact: <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>
        </p>
      </div>
    </footer>
  );
}

// Site footer from the site settings: description, link columns and social icons (an item without a
// target is inert, as SPEC.md has several), the copyright and the contact line.
import { useSiteSettings, type SiteSettings } from '../../api/site.api';
import { SOCIAL_GLYPHS } from '../../content/site.content';
import { SiteLink } from './site-link.component';

export function Footer() {
  return <SiteFooter site={useSiteSettings()} />;
}

/** The footer of these settings (the Site page previews unsaved ones). */
export function SiteFooter({ site }: { site: SiteSettings }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{site.name}</p>
          {site.footer.description && <p className="site-footer__text">{site.footer.description}</p>}
          {site.footer.social.length > 0 && (
            <ul className="social-list" aria-label="Social media">
              {site.footer.social.map((social, index) => (
                <li key={`${social.network}-${index}`}>
                  <SiteLink href={social.href} className="social-icon" label={social.network}>
                    <span aria-hidden="true">
                      {SOCIAL_GLYPHS[social.network] ?? social.network.charAt(0).toUpperCase()}
                    </span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {site.footer.columns.map((column, index) => (
          <div className="site-footer__column" key={`${column.title}-${index}`}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link, at) => (
                <li key={`${link.label}-${at}`}>
                  <SiteLink href={link.href} className="site-footer__link" inertClassName="site-footer__item">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {site.name}. All articles are published open access.
        </p>
        {site.contactEmail && (
          <p>
            Contact: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        )}
      </div>
    </footer>
  );
}

// The Site page's live preview: the header and footer as the unsaved values would show them.
import type { CSSProperties } from 'react';
import type { SiteSettings } from '../../api/site.api';
import { SiteFooter } from '../../components/layout/footer.component';
import { SiteBrand } from '../../components/layout/site-brand.component';
import { isPrimaryColour } from '@journal/journals';

export function SitePreview({ site }: { site: SiteSettings }) {
  const colour = isPrimaryColour(site.primaryColour) ? site.primaryColour : undefined;
  const style = (colour ? { '--color-primary': colour } : {}) as CSSProperties;
  return (
    <section className="editorial-panel panel site-preview" aria-label="Preview" style={style}>
      <h2>Preview</h2>
      <div className="site-preview__frame" inert>
        <header className="site-header">
          <div className="site-header__inner">
            <span className="brand">
              <SiteBrand site={site} />
            </span>
            <span className="main-nav site-preview__nav">
              <span className="nav-link">Journals</span>
              <span className="nav-link">
                Publish with us{site.publishWithUsHref ? ` → ${site.publishWithUsHref}` : ''}
              </span>
              <span className="nav-link">Submission Link</span>
            </span>
          </div>
        </header>
        <SiteFooter site={site} />
      </div>
    </section>
  );
}

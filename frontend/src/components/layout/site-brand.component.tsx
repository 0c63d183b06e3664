// The brand the header shows and the Site page previews: the logo (or the name's initial on a tile),
// the name and the tagline.
import type { SiteSettings } from '../../api/site.api';

export function SiteBrand({ site }: { site: Pick<SiteSettings, 'name' | 'tagline' | 'logoUrl'> }) {
  return (
    <>
      {site.logoUrl ? (
        <img className="brand__logo" src={site.logoUrl} alt="" />
      ) : (
        <span className="brand__mark" aria-hidden="true">
          {site.name.trim().charAt(0).toUpperCase() || 'L'}
        </span>
      )}
      <span className="brand__text">
        <span className="brand__name">{site.name}</span>
        {site.tagline && <span className="brand__tagline">{site.tagline}</span>}
      </span>
    </>
  );
}

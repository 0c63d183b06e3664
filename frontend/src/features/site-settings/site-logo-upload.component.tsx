// The site's logo: the current one and an upload (PNG, JPEG, WebP or SVG, at most 1 MB; the server
// checks the content and cleans an SVG).
import { useQueryClient } from '@tanstack/react-query';
import { siteKey, uploadSiteLogo, type SiteSettings } from '../../api/site.api';
import type { AdminIdentity } from '../admin/admin-access';
import { ImageUploadPanel } from '../editorial/image-upload-panel.component';
import { SITE_MESSAGES } from './site-settings.messages';

/** The server's limit (PUT /api/admin/site/logo). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export function SiteLogoUpload({ site, admin }: { site: SiteSettings; admin: AdminIdentity }) {
  const client = useQueryClient();
  return (
    <ImageUploadPanel
      title="Logo"
      current={
        site.logoUrl ? (
          <img className="site-form__logo" src={site.logoUrl} alt={`Logo of ${site.name}`} />
        ) : (
          <p className="editorial-muted">{SITE_MESSAGES.noLogo}</p>
        )
      }
      fieldLabel="Logo file"
      hint="PNG, JPEG, WebP or SVG, at most 1 MB."
      accept="image/png,image/jpeg,image/webp,image/svg+xml"
      submitLabel="Upload logo"
      maxBytes={MAX_LOGO_BYTES}
      tooLarge={SITE_MESSAGES.logoTooLarge}
      saved={SITE_MESSAGES.logoSaved}
      upload={(file) => uploadSiteLogo(admin.token, file)}
      onUploaded={(updated) => client.setQueryData(siteKey, updated)}
    />
  );
}

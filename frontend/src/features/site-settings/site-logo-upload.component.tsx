// The site's logo: the current one and an upload (PNG, JPEG, WebP or SVG, at most 1 MB; the server
// checks the content and cleans an SVG).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { siteKey, uploadSiteLogo, type SiteSettings } from '../../api/site.api';
import { FormField } from '../../components/ui/form-field.component';
import type { AdminIdentity } from '../admin/admin-access';
import { EDITORIAL_MESSAGES } from '../editorial/editorial.messages';
import { SaveForm } from '../editorial/spec-form.component';
import { useSave } from '../editorial/use-save.hook';
import { SITE_MESSAGES } from './site-settings.messages';

/** The server's limit (PUT /api/admin/site/logo). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export function SiteLogoUpload({ site, admin }: { site: SiteSettings; admin: AdminIdentity }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const save = useSave();
  const titleId = useId();

  async function onSubmit() {
    if (!file) return save.fail(EDITORIAL_MESSAGES.chooseCover);
    if (file.size > MAX_LOGO_BYTES) return save.fail(SITE_MESSAGES.logoTooLarge);
    const updated = await save.run(() => uploadSiteLogo(admin.token, file), SITE_MESSAGES.logoSaved);
    if (updated) client.setQueryData(siteKey, updated);
  }

  return (
    <section className="editorial-panel panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Logo</h2>
      {site.logoUrl ? (
        <img className="site-form__logo" src={site.logoUrl} alt={`Logo of ${site.name}`} />
      ) : (
        <p className="editorial-muted">{SITE_MESSAGES.noLogo}</p>
      )}
      <SaveForm
        save={save}
        submitLabel="Upload logo"
        busyLabel="Uploading..."
        onSubmit={() => void onSubmit()}
      >
        <FormField
          label="Logo file"
          hint="PNG, JPEG, WebP or SVG, at most 1 MB."
          error={save.fieldErrors.image}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </SaveForm>
    </section>
  );
}

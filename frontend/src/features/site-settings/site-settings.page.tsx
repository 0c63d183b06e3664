// /admin/site: the administrator's Site page (issue 41): every site setting, the logo, and a live
// preview of the header and footer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchSite, saveSite, siteKey, type SiteSettings } from '../../api/site.api';
import { usePageTitle } from '../../app/document-title';
import type { AdminIdentity } from '../admin/admin-access';
import { administratorOnly, EditorialPage, Loaded } from '../editorial/editorial-page.component';
import { EDITORIAL_MESSAGES } from '../editorial/editorial.messages';
import { SaveForm } from '../editorial/spec-form.component';
import { useSave } from '../editorial/use-save.hook';
import { draftOf, settingsOf, validateSite, type SiteDraft, type SiteErrors } from './site-form.validation';
import { FooterColumnsEditor, HomeCardsEditor, SocialLinksEditor } from './site-list-editors.component';
import { SiteLogoUpload } from './site-logo-upload.component';
import { SitePreview } from './site-preview.component';
import { ReviewerPoolSettingsPanel } from './reviewer-pool-settings.component';
import { PublisherChecklistPanel } from './publisher-checklist.component';
import { PublisherReviewFormPanel } from './publisher-review-form.component';
import { SITE_MESSAGES } from './site-settings.messages';
import { SiteTextField } from './site-text-field.component';
import { MailTemplates } from '../editorial/mail-templates.page';
import { PUBLISHER_MAIL_TEMPLATES, SITE_MAIL_TEMPLATES } from '../../api/mail-templates.api';
import './site-settings.css';

export default function SiteSettingsPage() {
  usePageTitle(SITE_MESSAGES.title);
  return (
    <EditorialPage
      title={SITE_MESSAGES.title}
      lead={SITE_MESSAGES.lead}
      allow={administratorOnly}
      refusal={EDITORIAL_MESSAGES.administratorOnly}
      help="publisher"
    >
      {(admin) => <SiteSettingsBody admin={admin} />}
    </EditorialPage>
  );
}

function SiteSettingsBody({ admin }: { admin: AdminIdentity }) {
  // The stored settings, not the seeded placeholder: the form starts from what the server holds.
  const query = useQuery({ queryKey: siteKey, queryFn: fetchSite });
  return (
    <Loaded query={query}>
      {(site) => (
        <>
          <SiteForm site={site} admin={admin} />
          <SiteLogoUpload site={site} admin={admin} />
          <ReviewerPoolSettingsPanel admin={admin} />
          {/* Issue 42 item 7: the site's own mails (password reset, address verification). */}
          <MailTemplates slug={SITE_MAIL_TEMPLATES} admin={admin} />
          {/* Issue 44 item 3: the publisher's wording of journal mails, inherited by every journal. */}
          <MailTemplates slug={PUBLISHER_MAIL_TEMPLATES} admin={admin} />
          <PublisherChecklistPanel admin={admin} />
          <PublisherReviewFormPanel admin={admin} />
        </>
      )}
    </Loaded>
  );
}

type TextKey =
  | 'name'
  | 'tagline'
  | 'contactEmail'
  | 'heroTitle'
  | 'heroSubtitle'
  | 'primaryColour'
  | 'publishWithUsHref';

const TEXT_FIELDS: { key: TextKey; label: string; hint?: string; multiline?: boolean; type?: 'email' }[] = [
  { key: 'name', label: 'Site name' },
  { key: 'tagline', label: 'Tagline' },
  {
    key: 'contactEmail',
    label: 'Contact email',
    type: 'email',
    hint: 'Shown in the footer; replies to account mails reach it.',
  },
  { key: 'heroTitle', label: 'Home page title' },
  { key: 'heroSubtitle', label: 'Home page subtitle', multiline: true },
  { key: 'primaryColour', label: 'Primary colour', hint: 'As #rrggbb, e.g. #1b3a5c.' },
  {
    key: 'publishWithUsHref',
    label: '"Publish with us" target',
    hint: 'A site path such as /authors, or an https link; empty: not linked.',
  },
];

function SiteForm({ site, admin }: { site: SiteSettings; admin: AdminIdentity }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<SiteDraft>(() => draftOf(site));
  const [errors, setErrors] = useState<SiteErrors>({});
  const save = useSave();
  const shown = { ...save.fieldErrors, ...errors };

  /** Edits a copy, so React sees a new draft; a field's message goes once it is edited. */
  function change(update: (copy: SiteDraft) => void) {
    const copy = structuredClone(draft);
    update(copy);
    setDraft(copy);
    if (Object.keys(errors).length) setErrors(validateSite(copy));
  }

  async function onSubmit() {
    const found = validateSite(draft);
    setErrors(found);
    if (Object.keys(found).length) return save.fail(Object.values(found)[0] ?? SITE_MESSAGES.fixFields);
    const { logoUrl: _logo, publishWithUsHref, ...rest } = settingsOf(draft, site.logoUrl);
    const updated = await save.run(
      () => saveSite(admin.token, { ...rest, publishWithUsHref: publishWithUsHref ?? null }),
      SITE_MESSAGES.saved,
    );
    if (updated) {
      client.setQueryData(siteKey, updated);
      setDraft(draftOf(updated));
    }
  }

  return (
    <div className="site-form">
      <SitePreview site={settingsOf(draft, site.logoUrl)} />
      <section className="editorial-panel panel" aria-label="Site settings">
        <SaveForm save={save} submitLabel="Save site settings" onSubmit={() => void onSubmit()}>
          <div className="editorial-form__grid">
            {TEXT_FIELDS.map((field) => (
              <SiteTextField
                key={field.key}
                label={field.label}
                hint={field.hint}
                type={field.type}
                multiline={field.multiline}
                value={draft[field.key]}
                error={shown[field.key]}
                onChange={(value) => change((d) => void (d[field.key] = value))}
              />
            ))}
            <SiteTextField
              label="Footer description"
              multiline
              value={draft.footer.description}
              error={shown['footer.description']}
              onChange={(value) => change((d) => void (d.footer.description = value))}
            />
          </div>
          <HomeCardsEditor draft={draft} errors={shown} change={change} />
          <FooterColumnsEditor draft={draft} errors={shown} change={change} />
          <SocialLinksEditor draft={draft} errors={shown} change={change} />
        </SaveForm>
      </section>
    </div>
  );
}

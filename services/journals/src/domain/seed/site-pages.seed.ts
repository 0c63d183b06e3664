// Default texts of the site's pages (issue 28), in Markdown; administrators replace them with their own.
import type { SeededSitePageSlug } from '@journal/journals';

export const SITE_PAGES_SEED: Record<SeededSitePageSlug, { title: string; body: string }> = {
  authors: {
    title: 'Information for Authors',
    body: `Our journals publish peer-reviewed, open-access research across engineering, science, law, education and management.

## Before you submit

- Choose the journal whose aims and scope fit your work; each journal's page lists its scope.
- Make sure the work is original, not published before and not under review elsewhere.
- Read the journal's author guidelines and prepare your manuscript as a Word document or plain text.

## How to submit

1. Create an account or log in.
2. Open **Submit Paper**, choose the journal and upload your manuscript.
3. Follow the status of your submission in your profile; we write to you at each step.

## Peer review

Submissions are checked by the editors and reviewed double-blind by independent experts. The editors decide on the basis of the reviewers' reports and tell you the outcome with the reviewers' comments.

## Open access and licence

Published articles are free to read from the day of publication and are released under a Creative Commons licence (CC BY 4.0 unless the journal states otherwise). Authors keep their copyright.`,
  },
  terms: {
    title: 'Terms and Conditions',
    body: `These terms apply to everyone who uses this website.

## Use of the site

You may read, download and share the published articles under the licence shown on each article. Do not misuse the site: no attempts to break its security, overload it or collect other users' data.

## Accounts

Keep your password to yourself. You are responsible for what is submitted from your account. We may close accounts that break these terms.

## Submissions

By submitting a manuscript you confirm that you have the right to submit it, that all authors agree to the submission and that it does not infringe anyone's rights. The editors decide on publication independently.

## Liability

Articles express the views of their authors. We take care over the site and its content but cannot guarantee that it is always available or free of errors.

## Changes

We may update these terms; the current version is always on this page.`,
  },
  cookies: {
    title: 'Cookie Policy',
    body: `We use a small number of cookies to run this site.

## Cookies we use

- **Necessary cookies** keep you signed in and remember your cookie choice (\`cookieConsent\`, \`sessionId\`). The site does not work properly without them.
- **No advertising cookies.** We do not use cookies to track you across other sites.

## Your choice

When you first visit, the cookie banner asks for your consent. You can change your mind at any time by deleting the cookies in your browser; the banner then asks again.`,
  },
  accessibility: {
    title: 'Accessibility Statement',
    body: `We want everyone to be able to read and publish research on this site.

## What we do

- Pages are built to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.
- Every page can be used with a keyboard and a screen reader, and text can be enlarged to 200% without loss of content.
- Colours are chosen for sufficient contrast.

## Known limitations

Some older article files may not be fully accessible. If you need an article in another format, contact us and we will help.

## Contact

If you find a barrier on this site, please tell us: we aim to reply within five working days.`,
  },
  'publish-with-us': {
    title: 'Publish with Us',
    body: `Publish your research in a peer-reviewed, open-access journal read by researchers and practitioners around the world.

## Why publish with us

- **Open access:** every article is free to read from the day of publication.
- **Rigorous review:** double-blind peer review by experts in your field.
- **Visibility:** each article gets a DOI and is indexed for search engines and scholarly databases.
- **Your rights:** you keep the copyright; articles are published under a Creative Commons licence.

## Get started

Browse our journals, read the author guidelines of the one that fits your work, and submit your manuscript online.`,
  },
};

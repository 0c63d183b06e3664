// Texts of the Site page (issue 41). Server refusals show the server's own message.
export const SITE_MESSAGES = {
  title: 'Site',
  lead: "The site's name, texts, links and logo: the header, the home page and the footer show them.",
  saved: 'Site settings saved.',
  fixFields: 'Please correct the fields marked below.',
  logoSaved: 'Logo uploaded.',
  logoTooLarge: 'The logo must be at most 1 MB',
  noLogo: "No logo yet: the header shows the name's initial.",
} as const;

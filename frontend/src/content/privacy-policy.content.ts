// Text of the privacy policy page (/privacy).
import { SITE } from './site.content';

export interface PolicyBlock {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export const PRIVACY_POLICY = {
  title: 'Privacy Policy',
  subtitle: 'Your privacy and data protection rights',
  lastUpdatedIso: '2025-07-28',
  lastUpdated: '28 July 2025',
  intro: [
    `${SITE.brand} publishes peer-reviewed, open-access journals and provides services to readers, authors, reviewers and editors. This policy explains what personal data we collect when you use this website and our submission services, why we collect it, how long we keep it and the rights you have over it.`,
    'We process personal data lawfully, fairly and transparently, collect only what we need for the purposes described here, and protect it with appropriate technical and organisational measures.',
  ],
  privacyEmail: SITE.privacyEmail,
} as const;

export const PRIVACY_BLOCKS: readonly PolicyBlock[] = [
  {
    id: 'data-processing',
    title: 'How we process your data',
    paragraphs: [
      'We process personal data only where we have a lawful basis: to perform our agreement with you (for example, handling your account and submissions), to meet legal obligations, with your consent (for example, optional marketing messages and non-essential cookies), or for our legitimate interest in running a secure and reliable publishing service.',
      'Your data is processed by our staff and by carefully selected service providers who act on our instructions, such as hosting and email delivery providers. We never sell personal data.',
    ],
  },
  {
    id: 'website-usage',
    title: 'Website usage',
    paragraphs: [
      'When you browse the site we record technical information needed to deliver pages and keep the service secure, such as your browser type, the pages you request and the time of each request. We also store a cookie that remembers your cookie preference and a session identifier.',
    ],
    items: [
      'Essential cookies keep you signed in and remember your cookie choice.',
      'With your consent we record anonymous usage statistics to improve the site.',
      'You can change or withdraw your consent at any time by clearing the cookies for this site.',
    ],
  },
  {
    id: 'research-submissions',
    title: 'Research submissions',
    paragraphs: [
      'When you register and submit a paper we collect your name, email address, institution and the manuscript files you upload. We use them to manage peer review, to communicate editorial decisions and, if your paper is accepted, to publish it with your name and affiliation.',
      'Manuscripts under review are shared only with the editors and reviewers handling them, who are bound by confidentiality. Published articles remain publicly available as part of the scholarly record.',
    ],
  },
  {
    id: 'analytics-legal',
    title: 'Analytics and legal compliance',
    paragraphs: [
      'Aggregated analytics help us understand which journals and pages are useful to readers. These statistics do not identify individual visitors.',
      'We comply with the Digital Personal Data Protection Act, 2023 of India and, where it applies to you, the EU General Data Protection Regulation. We may disclose data where required by law or to protect the rights and safety of our users.',
    ],
  },
  {
    id: 'definitions',
    title: 'Key definitions',
    paragraphs: ['In this policy the following terms have these meanings:'],
    items: [
      'Personal data: any information relating to an identified or identifiable person.',
      'Processing: any operation performed on personal data, such as collection, storage, use or deletion.',
      'Data controller: the organisation that decides why and how personal data is processed — here, the publisher.',
      'Data processor: a service provider that processes personal data on the controller’s behalf.',
    ],
  },
  {
    id: 'user-rights',
    title: 'Your rights',
    paragraphs: ['Subject to applicable law, you have the right to:'],
    items: [
      'access the personal data we hold about you and receive a copy of it;',
      'have inaccurate data corrected and incomplete data completed;',
      'have your data erased where it is no longer needed or you withdraw consent;',
      'restrict or object to certain processing, including direct marketing;',
      'receive your data in a portable format;',
      'lodge a complaint with the competent data protection authority.',
    ],
  },
];

export const PRIVACY_CONTACT = {
  title: 'Contact information',
  text: 'For any question about this policy, or to exercise your rights, write to our privacy team. We answer every request within 30 days.',
};

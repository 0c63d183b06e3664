// Fixtures and sign-in helpers of the editorial pages' tests (the API modules are mocked per file).
import { ApiError } from '../../api/api-error';
import type { EditorialAccess } from '../../api/editorial.api';
import type { JournalRecord } from '../../api/journals-admin.api';

export function signInAsAdministrator() {
  localStorage.setItem('adminAuthToken', 'admin-jwt');
  localStorage.setItem('userEmail', 'chief@journals.test');
  localStorage.setItem('adminRole', 'admin');
}

/** An author account: what it edits comes from the (mocked) /api/editorial/me. */
export function signInAsAuthor() {
  localStorage.setItem('adminAuthToken', 'author-jwt');
  localStorage.setItem('userEmail', 'mira@uni.test');
  localStorage.setItem('userName', 'Mira');
}

export const MANAGER_OF_CIVIL: EditorialAccess = {
  administrator: false,
  journals: [
    { slug: 'civil-engineering', name: 'Civil Engineering', role: 'manager' },
    { slug: 'education', name: 'Education', role: 'editor' },
  ],
};

/** A 400 (or 409) of the journals service: message and the field it concerns. */
export function fieldError(status: number, message: string, field: string): ApiError {
  return new ApiError(status, status === 409 ? 'Conflict' : 'Bad Request', {
    success: false,
    message,
    field,
  });
}

export function refusal(status: number, message: string): ApiError {
  return new ApiError(status, 'Forbidden', { success: false, message });
}

export const CIVIL: JournalRecord = {
  slug: 'civil-engineering',
  name: 'Civil Engineering',
  fullTitle: 'Lumina Journal of Civil Engineering',
  abbreviation: 'LJCE',
  doiCode: 'ce',
  icon: '🏗️',
  issnPrint: null,
  issnOnline: '2049-3630',
  description: 'Structures and infrastructure.',
  about: 'About the journal.',
  aimsAndScope: 'Scope.',
  authorGuidelines: 'Guidelines.',
  doiPrefix: '10.5555',
  defaultLicence: 'CC BY 4.0',
  acceptingSubmissions: true,
  publicationModel: 'continuous',
  requiredReviewers: 2,
  contactName: '',
  contactEmail: null,
  publicFigures: false,
  coverUrl: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  board: {
    members: [
      { name: 'Dr. A. Kumar', roleTitle: 'Editor-in-Chief', affiliation: 'IIT', orcid: null },
      { name: 'Dr. B. Lee', roleTitle: 'Associate Editor', affiliation: '', orcid: '0000-0002-1825-0097' },
    ],
    pastMembers: [
      {
        name: 'Dr. C. Old',
        roleTitle: 'Associate Editor',
        affiliation: 'MIT',
        orcid: null,
        joinedAt: '2024-01-01T00:00:00.000Z',
        leftAt: '2024-06-01T00:00:00.000Z',
      },
    ],
  },
};

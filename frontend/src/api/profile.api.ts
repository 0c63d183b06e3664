import type { AuthorTransferOffer } from './transfers.api';
import type { CoAuthorView } from '@journal/metadata';
import { apiRequest, toQuery } from './client';
import type { AuthorDecision } from './peer-review.types';

export interface StatusChange {
  from_status: string | null;
  to_status: string;
  changed_at: string;
}

export interface AuthorSubmission {
  id: string | number;
  paper_title: string;
  abstract?: string;
  keywords?: string[];
  co_authors?: CoAuthorView[];
  journal_name: string;
  journal_icon?: string | null;
  status: string;
  submission_date: string;
  updated_at?: string | null;
  history?: StatusChange[];
  /** Editors' decisions with the reviewers' anonymous comments to the author (issue 12). */
  decisions?: AuthorDecision[];
  /** True while a revisions decision waits for the author's revised version. */
  revision_open?: boolean;
  /** Issue 44 item 1: an open offer to transfer the paper to a sister journal, and accepted transfers. */
  transfer_offer?: AuthorTransferOffer | null;
  transferred_to?: { journal: string; journal_name: string; at: string | null } | null;
  transferred_from?: { journal: string; journal_name: string; at: string | null } | null;
}

export interface UserProfile {
  given_names: string;
  family_name: string;
  email: string;
  email_verified: boolean;
  created_at: string;
  institution?: string | null;
  /** Bare ORCID iD, e.g. 0000-0002-1825-0097. */
  orcid?: string | null;
  /** Issue 43 item 6: the iD came from Sign in with ORCID (a typed one is false). */
  orcidAuthenticated?: boolean;
  /** ORCID granted adding the author's published works to the ORCID record. */
  orcidWorksGranted?: boolean;
  /** The site has an ORCID client: the profile offers Sign in with ORCID. */
  orcidSignInAvailable?: boolean;
  /** Reviewing keywords: the journals' reviewer pools suggest the person for matching papers (issue 29). */
  reviewer_interests?: string[];
  /** Editor mail kinds turned off (issue 29). */
  muted_editor_mails?: string[];
  /** In the publisher's reviewer pool (issue 44 item 2; on unless turned off). */
  reviewer_pool_opt_in?: boolean;
  /** Away until this day (YYYY-MM-DD): left out of the pool before it. */
  unavailable_until?: string | null;
  stats?: { total_papers: number; published: number };
  individual_submissions?: AuthorSubmission[];
}

export interface ProfileResponse {
  success: boolean;
  message?: string;
  user?: UserProfile;
}

export interface ProfileUpdatePayload {
  userEmail: string;
  given_names: string;
  family_name: string;
  new_email?: string;
  current_password?: string;
  new_password?: string;
  /** Bare or URL form; '' clears it. */
  orcid?: string;
}

export interface ProfileUpdateResponse {
  success: boolean;
  message?: string;
  /** A new token comes back when the email changed (the old one carries the old email). */
  data?: { email_changed?: boolean; token?: string; user?: Partial<UserProfile> };
}

export interface InstitutionResponse {
  success: boolean;
  message?: string;
  institution?: string | null;
}

export function fetchProfile(email: string, token: string): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>(`/users/profile${toQuery({ email })}`, { token });
}

export function updateProfile(payload: ProfileUpdatePayload, token: string): Promise<ProfileUpdateResponse> {
  return apiRequest<ProfileUpdateResponse>('/registration/update-profile', {
    method: 'PUT',
    json: payload,
    token,
  });
}

export function updateInstitution(
  email: string,
  institution: string,
  token: string,
): Promise<InstitutionResponse> {
  return apiRequest<InstitutionResponse>('/users/institution', {
    method: 'PUT',
    json: { email, institution },
    token,
  });
}

/** Replaces the reviewing keywords (issue 29): at most 20; `[]` clears them. */
export function updateReviewerInterests(
  email: string,
  reviewerInterests: string[],
  token: string,
): Promise<ProfileUpdateResponse> {
  return apiRequest<ProfileUpdateResponse>('/registration/update-profile', {
    method: 'PUT',
    json: { userEmail: email, reviewerInterests },
    token,
  });
}

/** The reviewer pool's side of the profile (issue 44 item 2): the opt-in and "unavailable until". */
export function updateReviewerPool(
  email: string,
  change: { reviewerPoolOptIn?: boolean; unavailableUntil?: string | null },
  token: string,
): Promise<ProfileUpdateResponse> {
  return apiRequest<ProfileUpdateResponse>('/registration/update-profile', {
    method: 'PUT',
    json: { userEmail: email, ...change },
    token,
  });
}

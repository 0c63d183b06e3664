import { apiRequest } from './client';

/** The publisher's settings of the reviewer pool (issue 44 item 2): reviews in progress before the SPA asks. */
export interface ReviewerPoolSettings {
  loadLimit: number;
}

const PATH = '/admin/reviewer-pool/settings';
export const reviewerPoolSettingsKey = ['reviewer-pool-settings'] as const;

export async function fetchReviewerPoolSettings(token: string): Promise<ReviewerPoolSettings> {
  return (await apiRequest<{ data: { settings: ReviewerPoolSettings } }>(PATH, { token })).data.settings;
}

export async function saveReviewerPoolSettings(
  settings: ReviewerPoolSettings,
  token: string,
): Promise<ReviewerPoolSettings> {
  return (
    await apiRequest<{ data: { settings: ReviewerPoolSettings } }>(PATH, {
      method: 'PUT',
      json: settings,
      token,
    })
  ).data.settings;
}

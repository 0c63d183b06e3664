// Admin texts of SPEC sections 2, 5 and 8.
export const ADMIN_MESSAGES = {
  fillAll: 'Please fill in all fields',
  loginFailed: 'Login failed',
  loginError: 'Login failed. Please try again.',
  note: 'Only authorized administrators can access this area.',
  checking: 'Loading admin dashboard...',
  fetchError: 'Failed to fetch submissions. Please try again.',
  fetchFailed: 'Failed to fetch submissions',
  statusFailed: 'Failed to update status. Please try again.',
  downloadFailed: 'Failed to download file. Please try again.',
  exportFailed: 'Failed to export submissions. Please try again.',
  dateRange: 'The From date must be on or before the To date.',
  pollingBanner: 'Using polling for updates (every 30 seconds). Real-time updates are not available.',
} as const;

export function viewAlertText(title: string): string {
  return `Viewing details for: ${title}`;
}

export function otherAdminText(title: string, status: string): string {
  return `Another admin updated "${title}" status to ${status.replace(/_/g, ' ')}`;
}

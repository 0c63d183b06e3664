// Texts of SPEC sections 2 and 8 for the account overview.
export const PROFILE_MESSAGES = {
  loading: 'Loading your profile...',
  noToken: 'No authentication token found',
  noEmail: 'No user email found',
  loadFailed: 'Failed to load profile data',
  connectFailed: 'Failed to connect to server. Please try again.',
  updateFailed: 'Failed to update profile. Please try again.',
  updated: 'Profile updated successfully!',
  updatedEmailChanged: 'Profile updated successfully! Please check your new email for verification.',
  pollingBanner: 'Using polling for updates (every 30 seconds). Real-time updates are not available.',
  unavailableBanner: 'Real-time updates are not available. Some features may not work properly.',
  emptyTitle: 'No papers submitted yet',
  emptyHint: 'Click "Submit Your Paper" to send your first paper to one of our journals.',
  institutionFailed: 'Failed to update institution. Please try again.',
} as const;

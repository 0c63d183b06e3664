/** While which statuses an author may still act on a submission (issue 11); server and SPA agree. */
export const EDITABLE_STATUSES: readonly string[] = ['submitted'];
export const WITHDRAWABLE_STATUSES: readonly string[] = ['submitted', 'under_review'];

export const canEditDetails = (status: string): boolean => EDITABLE_STATUSES.includes(status);
export const canWithdraw = (status: string): boolean => WITHDRAWABLE_STATUSES.includes(status);

export const AUTHOR_ACTION_MESSAGES = {
  notEditable: 'Paper details can only be edited while the paper is Submitted',
  notWithdrawable: 'Only a paper that is Submitted or Under Review can be withdrawn',
  notYours: 'You can only change your own submissions',
} as const;

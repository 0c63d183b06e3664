/** `under_review` -> `Under Review` (mail prose). */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** `under_review` -> `UNDER REVIEW`, as in the live notice (docs/api.md). */
export function statusShout(status: string): string {
  return status.replace(/_/g, ' ').toUpperCase();
}

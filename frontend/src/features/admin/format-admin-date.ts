// Dates in the admin pages: US English, short month, with hour and minute ('Jan 5, 2025, 02:30 PM'), the
// same format as the author's submission card.
export { formatDateTime as formatAdminDate } from '../profile/format-date';

/** The UTC day (YYYY-MM-DD) of an instant: daily counts, the most-read window and COUNTER days are UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

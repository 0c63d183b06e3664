import type { Queryable } from '@journal/db';

/** The publisher's settings of the reviewer pool (review.pool_settings, one row; issue 44 item 2). */
export interface PoolSettings {
  /** Reviews in progress from which an invitation needs `confirmLoad: true`. */
  loadLimit: number;
  updatedAt: string;
  updatedBy: string | null;
}

interface SettingsRow {
  load_limit: number;
  updated_at: Date;
  updated_by: string | null;
}

const toSettings = (r: SettingsRow): PoolSettings => ({
  loadLimit: r.load_limit,
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});

export async function findPoolSettings(db: Queryable): Promise<PoolSettings> {
  const { rows } = await db.query<SettingsRow>(
    'SELECT load_limit, updated_at, updated_by FROM review.pool_settings',
  );
  return toSettings(rows[0]!);
}

export async function updatePoolSettings(
  db: Queryable,
  change: { loadLimit: number },
  by: string,
): Promise<PoolSettings> {
  const { rows } = await db.query<SettingsRow>(
    `UPDATE review.pool_settings SET load_limit = $1, updated_at = now(), updated_by = $2
      RETURNING load_limit, updated_at, updated_by`,
    [change.loadLimit, by],
  );
  return toSettings(rows[0]!);
}

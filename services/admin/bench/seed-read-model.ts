import type { Pool } from '@journal/db';

/**
 * `rows` plausible read-model rows in one INSERT ... SELECT over generate_series: names, emails, titles,
 * journals, statuses over three years. A million rows load in well under a minute because the secondary
 * indexes (the trigram one above all) are dropped first and built once afterwards, from the migration's
 * own definitions, and the per-row count triggers are off (the counts are computed once at the end).
 */
export async function seedReadModel(pool: Pool, rows: number): Promise<void> {
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = 'admin.submissions'::regclass AND NOT x.indisprimary AND NOT x.indisunique`,
  );
  for (const index of indexes) await pool.query(`DROP INDEX admin.${index.name}`);
  await pool.query('ALTER TABLE admin.submissions DISABLE TRIGGER USER');
  await pool.query(`SELECT setseed(0.42)`);
  await pool.query(
    `WITH given AS (SELECT ARRAY['Aarav','Aditi','Alice','Amelia','Arjun','Bob','Carlos','Chen','Daniel','Deepa','Elena','Emma',
                                 'Fatima','Grace','Hiro','Ines','Ishaan','Jamal','Julia','Kavya','Lars','Leila','Lucas','Maya',
                                 'Mei','Nadia','Noah','Olga','Priya','Rahul','Rosa','Sakura','Sofia','Tariq','Uma','Victor',
                                 'Wei','Xavier','Yusuf','Zara'] AS v),
          family AS (SELECT ARRAY['Sharma','Smith','Garcia','Nguyen','Müller','Rossi','Kowalski','Okafor','Tanaka','Patel',
                                  'Johnson','Silva','Kim','Ivanova','Haddad','Novak','Reddy','Brown','Dubois','Lopez'] AS v),
          topic AS (SELECT ARRAY['Deep Learning','Structural Health','Power Grids','Curriculum Design','Supply Chains',
                                 'Quantum Sensors','Contract Law','Microfluidics','Wind Turbines','Graph Neural Networks',
                                 'Soil Mechanics','Public Policy','Edge Computing','Battery Storage','Financial Inclusion'] AS v),
          verb AS (SELECT ARRAY['A Study of','Advances in','Towards','Rethinking','An Analysis of','Optimising','Modelling'] AS v),
          journals AS (SELECT ARRAY['civil-engineering','mechanical-engineering','electronics-engineering','electrical-engineering',
                                    'computer-science-engineering','applied-science','ai-ml-data-science','law-social-science',
                                    'education','management'] AS id,
                              ARRAY['Civil Engineering','Mechanical Engineering','Electronics Engineering','Electrical Engineering',
                                    'Computer Science & Engineering','Applied Science','AI, ML & Data Science','Law & Social Science',
                                    'Education','Management'] AS name),
          statuses AS (SELECT ARRAY['submitted','under_review','accepted','rejected','published'] AS v),
          picks AS (
            SELECT n, 1 + floor(random() * 40)::int AS g, 1 + floor(random() * 20)::int AS f, 1 + floor(random() * 15)::int AS t,
                   1 + floor(random() * 7)::int AS vb, 1 + floor(random() * 10)::int AS j, 1 + floor(random() * 5)::int AS s,
                   now() - random() * interval '1095 days' AS at
              FROM generate_series(1, $1::int) AS n)
     INSERT INTO admin.submissions
       (id, author_id, email, given_names, family_name, paper_title, journal_id, journal_name, journal_icon, status, has_file,
        file_extension, submitted_at, updated_at, version, author_version, origin_known)
     SELECT gen_random_uuid(), gen_random_uuid(), 'user' || n || '@example.org', given.v[g], family.v[f],
            verb.v[vb] || ' ' || topic.v[t] || ' ' || n, journals.id[j], journals.name[j], '📘', statuses.v[s], n % 5 <> 0,
            'docx', at, at, 1, 1, true
       FROM picks, given, family, topic, verb, journals, statuses`,
    [rows],
  );
  await pool.query('ALTER TABLE admin.submissions ENABLE TRIGGER USER');
  const client = await pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
  } finally {
    client.release();
  }
  await pool.query(
    `INSERT INTO admin.submission_counts AS c (journal_id, status, count)
     SELECT journal_id, status, count(*) FROM admin.submissions GROUP BY 1, 2
     ON CONFLICT (journal_id, status) DO UPDATE SET count = excluded.count`,
  );
  await pool.query('VACUUM ANALYZE admin.submissions');
}

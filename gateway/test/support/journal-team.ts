import { readUntil, registerAuthor, siteJson, type RunningSite, type TestDatabase } from '@journal/testing';
import { verifyByMail } from './site-mailbox';

export interface TeamMember {
  email: string;
  givenNames: string;
  familyName: string;
}

/**
 * Registers `person` (address verified by the mail's link, as its owner would) and makes them `role` of
 * the journal through the administrator's members call; returns their token.
 */
export async function joinJournalTeam(
  site: RunningSite,
  db: TestDatabase,
  admin: string,
  journal: string,
  person: TeamMember & { password: string },
  role: 'editor' | 'manager',
): Promise<string> {
  const token = await registerAuthor(site, person);
  await verifyByMail(site, person.email);
  await readUntil(
    async () =>
      (
        await db.pool.query('SELECT 1 FROM journals.users WHERE email = $1 AND email_verified', [
          person.email,
        ])
      ).rowCount,
    (n) => n === 1,
    `${person.email} verified in the journals service`,
  );
  const added = await siteJson<{ data: { member: { role: string } } }>(
    site,
    'POST',
    `/api/admin/journals/${journal}/members`,
    admin,
    { memberEmail: person.email, role },
  );
  if (added.status !== 201 || added.body.data.member.role !== role)
    throw new Error(`${person.email} not added as ${role}: ${added.status}`);
  return token;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EDITORIAL_ROLES,
  addMember,
  editorialKeys,
  fetchTeam,
  removeMember,
  type TeamMember,
} from '../../api/editorial.api';
import { FormMessage } from '../../components/ui/form-message.component';
import type { AdminIdentity } from '../admin/admin-access';
import { QueryState } from './editorial-page.component';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { toFormValues, toPayload, type FieldSpec } from './field-spec';
import { JournalAdminPage } from './journal-page.component';
import { SpecFormPanel, useFormValues } from './spec-form.component';
import { useSave } from './use-save.hook';
import { SolidButton } from '../../components/ui/solid-button.component';

const ROLE_LABELS: Record<string, string> = { manager: 'Manager', editor: 'Editor' };

const MEMBER_FIELDS: readonly FieldSpec[] = [
  {
    name: 'memberEmail',
    label: 'Email address',
    inputType: 'email',
    hint: 'Someone without an account is invited to register and gets the role when they do.',
  },
  {
    name: 'role',
    label: 'Role',
    kind: 'select',
    options: EDITORIAL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] ?? role })),
    hint: 'Managers edit the settings, team and board; editors handle submissions.',
  },
];

/** /admin/journals/:slug/team: the journal's managers and editors. */
export default function TeamPage() {
  return (
    <JournalAdminPage title="Team">
      {(journal, admin) => <Team slug={journal.slug} admin={admin} />}
    </JournalAdminPage>
  );
}

const fullName = (member: TeamMember) => `${member.givenNames} ${member.familyName}`.trim() || member.email;

function Team({ slug, admin }: { slug: string; admin: AdminIdentity }) {
  const client = useQueryClient();
  const members = useQuery({
    queryKey: editorialKeys.members(slug),
    queryFn: () => fetchTeam(slug, admin.token),
  });
  const form = useFormValues(toFormValues(MEMBER_FIELDS));
  const adding = useSave();
  const removing = useSave();
  const reload = () => void client.invalidateQueries({ queryKey: editorialKeys.members(slug) });

  async function onAdd() {
    removing.reset();
    const member = toPayload(MEMBER_FIELDS, form.values) as { memberEmail: string; role: string };
    const added = await adding.run(
      () => addMember(slug, member, admin.token),
      (answer) => answer.message || EDITORIAL_MESSAGES.memberAdded(member.memberEmail, member.role),
    );
    if (added) {
      form.setValues(toFormValues(MEMBER_FIELDS));
      reload();
    }
  }

  async function onRemove(member: TeamMember) {
    if (!window.confirm(EDITORIAL_MESSAGES.confirmRemoveMember(fullName(member)))) return;
    adding.reset();
    const done = await removing.run(
      () => removeMember(slug, member.userId, admin.token),
      EDITORIAL_MESSAGES.memberRemoved(fullName(member)),
    );
    if (done !== undefined) reload();
  }

  return (
    <>
      <section className="editorial-panel panel" aria-labelledby="team-members-title">
        <h2 id="team-members-title">Members</h2>
        <QueryState query={members} />
        {members.data?.members.length === 0 && <p className="editorial-muted">No managers or editors yet.</p>}
        {members.data && members.data.members.length > 0 && (
          <ul className="editorial-list">
            {members.data.members.map((member) => (
              <li key={member.userId} className="editorial-list__item">
                <div className="editorial-list__text">
                  <span className="editorial-list__title">{fullName(member)}</span>
                  <span className="editorial-muted">
                    {member.email} · {ROLE_LABELS[member.role] ?? member.role}
                  </span>
                </div>
                <SolidButton
                  look="admin"
                  variant="small"
                  ghost
                  onClick={() => void onRemove(member)}
                  disabled={removing.busy}
                  aria-label={`Remove ${fullName(member)}`}
                >
                  Remove
                </SolidButton>
              </li>
            ))}
          </ul>
        )}
        <FormMessage error={removing.error} success={removing.success} />
        {members.data && members.data.invitations.length > 0 && (
          <>
            <h3 className="editorial-subtitle">Invited, not registered yet</h3>
            <ul className="editorial-list">
              {members.data.invitations.map((invitation) => (
                <li key={invitation.email} className="editorial-list__item">
                  <div className="editorial-list__text">
                    <span className="editorial-list__title">{invitation.email}</span>
                    <span className="editorial-muted">{ROLE_LABELS[invitation.role] ?? invitation.role}</span>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <SpecFormPanel
        title="Add a member"
        fields={MEMBER_FIELDS}
        form={form}
        save={adding}
        submitLabel="Add member"
        busyLabel="Adding..."
        onSubmit={() => void onAdd()}
      />
    </>
  );
}

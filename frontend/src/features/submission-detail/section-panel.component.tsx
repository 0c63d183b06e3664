import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../api/api-error';
import {
  ARTICLE_TYPE_LABELS,
  fetchSections,
  moveToSection,
  sectionKeys,
  type JournalSection,
} from '../../api/sections.api';
import type { Admin } from '../../api/review-admin.api';
import { SolidButton } from '../../components/ui/solid-button.component';

const MOVE_FAILED = 'The paper could not be moved. Please try again.';

const describe = (s: JournalSection) =>
  `${s.title} (${ARTICLE_TYPE_LABELS[s.articleType]}${s.peerReviewed ? '' : ', not peer reviewed'})`;

/**
 * The paper's section (issue 42 item 2): its title and type, and for the journal's editors a move to
 * another section, open or closed (the table of contents, the JATS type and whether acceptance needs a
 * review follow it).
 */
export function SectionPanel(props: {
  submissionId: string;
  journalSlug: string;
  sectionId: string | null | undefined;
  admin: Admin;
  onMoved: () => void;
}) {
  const id = useId();
  const sections = useQuery({
    queryKey: sectionKeys.list(props.journalSlug),
    queryFn: () => fetchSections(props.journalSlug),
    enabled: props.journalSlug !== '',
  });
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const list = sections.data ?? [];
  const current = list.find((s) => s.id === props.sectionId) ?? list[0];
  if (!current) return <p className="detail-empty">Loading the journal's sections…</p>;
  const others = list.filter((s) => s.id !== current.id);

  async function move() {
    const target = others.find((s) => s.id === chosen);
    if (!target) return;
    setBusy(true);
    setMessage(null);
    try {
      await moveToSection(props.submissionId, target.id, props.admin.token);
      setMessage({ error: false, text: `Moved to ${target.title}.` });
      setChosen('');
      props.onMoved();
    } catch (error) {
      setMessage({ error: true, text: serverMessageOr(error, MOVE_FAILED) });
    }
    setBusy(false);
  }

  return (
    <div className="detail-section">
      <p data-testid="paper-section">{describe(current)}</p>
      {others.length > 0 && (
        <div className="admin-actions">
          <label className="visually-hidden" htmlFor={id}>
            Move to section
          </label>
          <select id={id} className="admin-input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">Move to another section</option>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {describe(s)}
              </option>
            ))}
          </select>
          <SolidButton look="admin" disabled={busy || chosen === ''} onClick={() => void move()}>
            {busy ? 'Moving...' : 'Move'}
          </SolidButton>
        </div>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'admin-error' : undefined}>
          {message.text}
        </p>
      )}
    </div>
  );
}

// /journals/:journalId/issues: the journal's published issues, newest first (issue 30).
import { Link, useParams } from 'react-router-dom';
import { useJournal } from '../../api/journals.api';
import { IssueList } from './issue-list.component';
import './publishing.css';

export default function JournalIssuesPage() {
  const slug = useParams().journalId ?? '';
  const journal = useJournal(slug).data;
  return (
    <div className="archive">
      <p>{journal && <Link to={`/journals/${journal.slug}`}>{journal.name}</Link>}</p>
      <h1>Issues</h1>
      <IssueList slug={slug} />
    </div>
  );
}

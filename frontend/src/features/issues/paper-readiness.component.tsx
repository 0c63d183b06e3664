import type { IssuePaper } from './issues-admin.api';

/** DOI, licence and galley of one paper as the publish confirmation lists them. */
export function readinessOf(paper: IssuePaper) {
  return {
    doi: paper.doi ?? 'assigned at publication',
    licence: paper.licence ?? "not chosen: the journal's default licence applies",
    galley: paper.galley ? 'PDF galley uploaded' : 'no PDF galley',
  };
}

const COLUMNS = ['#', 'Paper', 'DOI', 'Licence', 'Galley'];

/** The publish confirmation's table: every paper in order, and whether each has its DOI, licence and galley. */
export function ReadinessTable({ papers }: { papers: IssuePaper[] }) {
  return (
    <table className="issues-readiness">
      <caption className="visually-hidden">The papers to publish and what each has</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {papers.map((paper, index) => {
          const r = readinessOf(paper);
          return (
            <tr key={paper.id}>
              <td>{index + 1}</td>
              <th scope="row">{paper.title}</th>
              <td className={paper.doi ? 'issues-ok' : undefined}>{r.doi}</td>
              <td className={paper.licence ? 'issues-ok' : 'issues-warn'}>{r.licence}</td>
              <td className={paper.galley ? 'issues-ok' : 'issues-warn'}>{r.galley}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export type ConsentRow = { name: string; party: string; purpose: string; duration: string };

/** One purpose's cookies and storage, or its third parties, in the consent dialog. */
export function ConsentTable({ rows, columns }: { rows: ConsentRow[]; columns: ConsentRow }) {
  if (rows.length === 0) return null;
  return (
    <div className="consent-table">
      <table>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.party}</th>
            <th scope="col">{columns.purpose}</th>
            <th scope="col">{columns.duration}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.party}</td>
              <td>{row.purpose}</td>
              <td>{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { formatRub } from '../format';
import styles from './cancel.module.css';

export interface RefundRow {
  title: string;
  value: ReactNode;
  total?: boolean;
  testId?: string;
}

/** The server's lines of a refund as rows, the last one (what comes back) the total. */
export function refundLineRows(lines: readonly { title: string; amount: number }[]): RefundRow[] {
  return lines.map((line, i) => ({ title: line.title, value: formatRub(line.amount), total: i === lines.length - 1 }));
}

/** What a cancellation returns, row by row, under an optional lead sentence. */
export function RefundTable({ lead, rows }: { lead?: ReactNode; rows: readonly RefundRow[] }) {
  return (
    <div className={styles.calc} data-testid="cancel-calculation">
      {lead ? <p className={styles.calcLead}>{lead}</p> : null}
      <table className={styles.table}>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className={row.total ? styles.total : undefined} data-testid={row.testId}>
              <th scope="row">{row.title}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

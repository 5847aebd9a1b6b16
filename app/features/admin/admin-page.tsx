import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A console page: its heading, a line on what it is for, and the content. */
export function AdminPage({ title, lead, actions, children }: AdminPageProps) {
  return (
    <section className={styles.page}>
      <div className={styles.cardHead}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** A list of cards, or the empty text when there is nothing. */
export function AdminList({ empty, testId, children }: { empty: string; testId: string; children: ReactNode[] }) {
  if (children.length === 0) {
    return (
      <p className={styles.lead} data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid={testId}>
      {children}
    </ul>
  );
}

export { styles as adminStyles };

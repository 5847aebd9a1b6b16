import { formatRub } from '../../../lib/format/money';
import styles from './addresses.module.css';

/** Whether we deliver to the address, and for how much more. */
export function ZoneBadge({ inZone, surcharge }: { inZone: boolean | null; surcharge: number | null }) {
  if (inZone === null) return null;
  if (!inZone) return <span className={styles.badgeOut}>Вне зоны доставки</span>;
  if (surcharge && surcharge > 0) return <span className={styles.badgeExtra}>Доставка +{formatRub(surcharge)}</span>;
  return <span className={styles.badgeOk}>Доставка без доплаты</span>;
}

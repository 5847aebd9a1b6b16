import { formatRub } from '../../../lib/format/money';
import styles from './addresses.module.css';

/**
 * Whether we deliver to the address, and for how much more. In an order it answers for the order's
 * warehouse (the caller asked the server with it); in the address book it names the city whose zone
 * the address is in (`city`), since a warehouse of another city does not deliver there.
 */
export function ZoneBadge({ inZone, surcharge, city }: { inZone: boolean | null; surcharge: number | null; city?: string | null }) {
  if (inZone === null) return null;
  if (!inZone) return <span className={styles.badgeOut}>Вне зоны доставки</span>;
  const where = city ? ` · ${city}` : '';
  if (surcharge && surcharge > 0) return <span className={styles.badgeExtra}>{`Доставка +${formatRub(surcharge)}${where}`}</span>;
  return <span className={styles.badgeOk}>{`Доставка без доплаты${where}`}</span>;
}

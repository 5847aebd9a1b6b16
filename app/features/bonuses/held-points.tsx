import { formatNumber } from '../../../lib/format/number';
import { pointsWord } from '../../../lib/format/plural';
import { SmartLink } from '../../shell/smart-link';
import type { BonusWallet } from './bonuses-data';
import styles from './bonuses.module.css';

const points = pointsWord;

/** The points unpaid orders and payments count on, with the orders to pay; nothing when none are held. */
export function HeldPoints({ wallet, linkOrders }: { wallet: BonusWallet; linkOrders: boolean }) {
  if (wallet.held_points <= 0) return null;
  return (
    <div className={styles.held} data-testid="bonus-held" data-points={wallet.held_points}>
      <p className={styles.heldText}>
        {formatNumber(wallet.held_points)} {points(wallet.held_points)} ждут оплаты {wallet.held.length > 1 ? 'заказов' : 'заказа'}: их
        спишут при оплате, а если время на оплату истечёт, они вернутся. Сейчас можно потратить{' '}
        <strong data-testid="bonus-spendable">
          {formatNumber(wallet.spendable)} {points(wallet.spendable)}
        </strong>
        .
      </p>
      <ul className={styles.heldList}>
        {wallet.held.map((item, index) => (
          <li key={`${item.order_id ?? 'payment'}-${index}`}>
            {linkOrders && item.link ? (
              <SmartLink to={item.link} data-testid="bonus-held-order">
                {item.title}
              </SmartLink>
            ) : (
              item.title
            )}{' '}
            — {formatNumber(item.points)} {points(item.points)}
          </li>
        ))}
      </ul>
    </div>
  );
}

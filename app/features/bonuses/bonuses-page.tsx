import { formatDate } from '../../../lib/format/dates';
import { formatNumber } from '../../../lib/format/number';
import { pointsWord } from '../../../lib/format/plural';
import { SmartLink } from '../../shell/smart-link';
import { BonusEntry } from './bonus-entry';
import { EARN_WAYS, type BonusesPageData } from './bonuses-data';
import { HeldPoints } from './held-points';
import { PersonalCodeCard } from './personal-code-card';
import styles from './bonuses.module.css';

const points = pointsWord;

/** /cabinet/bonuses/ and /webview/cabinet/bonuses/: the balance, what it pays for, what expires soon, the code to share, how to earn. */
export function BonusesPage({ data, variant = 'cabinet' }: { data: BonusesPageData; variant?: 'cabinet' | 'webview' }) {
  const { wallet, code } = data;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Бонусы</h1>
      <section className={`${styles.card} ${styles.balanceCard}`} aria-labelledby="bonus-balance-title">
        <h2 id="bonus-balance-title" className={styles.cardTitle}>
          Баланс
        </h2>
        <p className={styles.balance} data-testid="bonus-balance" data-points={wallet.balance}>
          {formatNumber(wallet.balance)} <span className={styles.balanceUnit}>{points(wallet.balance)}</span>
        </p>
        <HeldPoints wallet={wallet} linkOrders={variant === 'cabinet'} />
        <p className={styles.muted}>{wallet.rules.text}</p>
        {wallet.expiring_points > 0 && wallet.expiring_at ? (
          <p className={styles.expiring} data-testid="bonus-expiring">
            {formatNumber(wallet.expiring_points)} {points(wallet.expiring_points)} сгорят {formatDate(wallet.expiring_at)}
            {wallet.expiring.length > 1 ? ' и позже' : ''} — потратьте их на продление или новый заказ.
          </p>
        ) : null}
        {variant === 'cabinet' ? (
          <SmartLink to="/cabinet/bonuses/history/" className="btn btn-secondary" data-testid="bonus-history-link">
            История начислений и списаний
          </SmartLink>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="bonus-pay-title">
        <h2 id="bonus-pay-title" className={styles.cardTitle}>
          Чем платят баллы
        </h2>
        <ul className={styles.bullets}>
          <li>Продление подписки: включите «Списать баллы» в настройках подписки.</li>
          <li>Новый заказ: включите баллы при оформлении — сумма к оплате уменьшится.</li>
          <li>До {wallet.rules.max_share_percent} % суммы заказа, 1 балл = 1 ₽; вывести баллы деньгами нельзя.</li>
        </ul>
      </section>
      <PersonalCodeCard code={code} />
      <section className={styles.card} aria-labelledby="bonus-earn-title">
        <h2 id="bonus-earn-title" className={styles.cardTitle}>
          Как получить баллы и скидки
        </h2>
        <ul className={styles.ways}>
          {EARN_WAYS.map((way) => (
            <li key={way.to}>
              <SmartLink to={way.to} className={styles.wayLink}>
                {way.title}
              </SmartLink>
              <span className={styles.muted}> — {way.text}</span>
            </li>
          ))}
          <li>
            <span className={styles.wayName}>Друг по промокоду</span>
            <span className={styles.muted}> — {code.owner_points} баллов, когда друг оплатит первый заказ.</span>
          </li>
        </ul>
      </section>
      {variant === 'webview' ? (
        <section className={styles.card} aria-labelledby="bonus-recent-title">
          <h2 id="bonus-recent-title" className={styles.cardTitle}>
            Последние операции
          </h2>
          {data.recent.length === 0 ? (
            <p className={styles.muted}>Операций с баллами пока не было.</p>
          ) : (
            <ul className={styles.entries}>
              {data.recent.map((item) => (
                <BonusEntry key={item.id} item={item} linkOrders={false} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}

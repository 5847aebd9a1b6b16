import { SmartLink } from '../../shell/smart-link';
import { serviceLines } from '../home';
import styles from './subscriptions.module.css';

/** What a person with no subscriptions sees: what they can order and where. */
export function SubscriptionsEmpty() {
  return (
    <section className={styles.empty} aria-labelledby="subscriptions-empty-title" data-testid="subscriptions-empty">
      <h2 id="subscriptions-empty-title" className={styles.emptyTitle}>
        Подписок пока нет
      </h2>
      <p className={styles.emptyText}>
        Здесь появятся ваши ячейки, хранение с доставкой, аренда инструментов и квартир: сроки, оплата, автопродление и документы.
      </p>
      <ul className={styles.services}>
        {serviceLines.map((line) => (
          <li key={line.id} className={styles.service}>
            <img src={line.icon} alt="" width={40} height={40} loading="lazy" />
            <div>
              <p className={styles.serviceKicker}>{line.kicker}</p>
              <h3 className={styles.serviceTitle}>{line.title}</h3>
            </div>
            <SmartLink to={line.to} className="btn btn-secondary">
              {line.cta}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

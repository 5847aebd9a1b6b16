import { SubscriptionsEmpty } from './subscriptions-empty';
import styles from './subscriptions.module.css';

/**
 * "Мои подписки": the orders of every service line. Until the service lines add their orders
 * the list is empty, and the page says what can be ordered.
 */
export function SubscriptionsPage() {
  return (
    <>
      <h1 className={styles.title}>Мои подписки</h1>
      <SubscriptionsEmpty />
    </>
  );
}

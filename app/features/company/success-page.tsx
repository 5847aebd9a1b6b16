import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from './breadcrumbs';
import styles from './company.module.css';
import { SupportContacts } from './support-contacts';

/** The /success/ page: a request was sent, what happens next. */
export function SuccessPage() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Заявка отправлена', path: '/success/' }]} />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Готово</p>
        <h1 className={styles.title}>Заявка отправлена</h1>
        <p className={styles.lead}>Спасибо! Мы получили вашу заявку и уже передали её специалисту.</p>
        <div className={styles.actions}>
          <SmartLink to="/cabinet/subscriptions/" className="btn btn-primary">
            Мои подписки
          </SmartLink>
          <SmartLink to="/" className="btn btn-secondary">
            На главную
          </SmartLink>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="success-next">
        <h2 id="success-next" className={styles.sectionTitle}>
          Что дальше
        </h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Подтверждение</h3>
            <p className={styles.stepText}>Пришлём SMS и уведомление в личный кабинет, как только заявку примут.</p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Звонок</h3>
            <p className={styles.stepText}>Если нужно уточнить детали, менеджер позвонит в течение 30 минут в рабочее время.</p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Всё в кабинете</h3>
            <p className={styles.stepText}>Статус заявки, договор и чеки появятся в разделе «Мои подписки».</p>
          </li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="success-help">
        <h2 id="success-help" className={styles.sectionTitle}>
          Остались вопросы?
        </h2>
        <SupportContacts />
      </section>
    </div>
  );
}

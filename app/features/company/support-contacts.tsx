import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import styles from './company.module.css';

/** The support phone, e-mail and hours from the site config. */
export function SupportContacts() {
  return (
    <dl className={styles.contacts}>
      <div>
        <dt>Телефон</dt>
        <dd>
          <a href={phoneHref(siteConfig.supportPhone)}>{formatPhone(siteConfig.supportPhone)}</a>
          <span className={styles.muted}> — бесплатно по России</span>
        </dd>
      </div>
      <div>
        <dt>Эл. почта</dt>
        <dd>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </dd>
      </div>
      <div>
        <dt>Часы работы</dt>
        <dd>{siteConfig.hours}</dd>
      </div>
      <div>
        <dt>Чат</dt>
        <dd>в личном кабинете и приложении</dd>
      </div>
    </dl>
  );
}

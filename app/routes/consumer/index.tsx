import { SmartLink } from '../../shell/smart-link';
import { siteConfig } from '../../../lib/site-config';
import { Breadcrumbs } from '../../features/documents/breadcrumbs';
import { consumerPages, consumerPath } from '../../features/documents/consumer';
import styles from '../../features/documents/documents.module.css';
import type { Route } from './+types/index';

const TITLE = 'Информация для потребителей — Местечко';
const DESCRIPTION = 'Защита прав потребителей, книга отзывов и предложений и регистрационные данные компании «Местечко».';
const URL = `${siteConfig.siteUrl}/consumer/`;

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { tagName: 'link', rel: 'canonical', href: URL },
  { property: 'og:title', content: TITLE },
  { property: 'og:description', content: DESCRIPTION },
  { property: 'og:type', content: 'website' },
  { property: 'og:url', content: URL },
  { property: 'og:locale', content: 'ru_RU' },
  { property: 'og:site_name', content: siteConfig.brandName },
];

/** /consumer/: the three pages a consumer may look for. */
export default function ConsumerIndex() {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ title: 'Главная', path: '/' }, { title: 'Потребителям' }]} currentPath="/consumer/" />
      <h1 className={styles.title}>Информация для потребителей</h1>
      <p className={styles.lead}>
        Ваши права, способы связаться с нами и данные о компании. Договоры и правила — в разделе{' '}
        <SmartLink to="/documents/">«Документы»</SmartLink>.
      </p>
      <ul className={styles.list}>
        {consumerPages.map((page) => (
          <li key={page.slug}>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>
                <SmartLink to={consumerPath(page.slug)}>{page.title}</SmartLink>
              </h2>
              <p className={styles.cardText}>{page.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

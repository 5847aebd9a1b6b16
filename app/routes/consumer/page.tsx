import { data } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { Breadcrumbs } from '../../features/documents/breadcrumbs';
import { ConsumerPageBody, consumerPath, findConsumerPage } from '../../features/documents/consumer';
import styles from '../../features/documents/documents.module.css';
import type { Route } from './+types/page';

export function loader({ params }: Route.LoaderArgs) {
  const page = findConsumerPage(params.slug);
  if (!page) throw data('Страница не найдена', { status: 404 });
  return { slug: page.slug };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const page = findConsumerPage(params.slug);
  if (!page) return [{ title: 'Страница не найдена — Местечко' }];
  const title = `${page.title} — ${siteConfig.brandName}`;
  const url = `${siteConfig.siteUrl}${consumerPath(page.slug)}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:site_name', content: siteConfig.brandName },
  ];
};

/** /consumer/:slug/: consumer protection, the complaints book or the registration data. */
export default function ConsumerPageRoute({ loaderData }: Route.ComponentProps) {
  const page = findConsumerPage(loaderData.slug)!;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[{ title: 'Главная', path: '/' }, { title: 'Потребителям', path: '/consumer/' }, { title: page.title }]}
        currentPath={consumerPath(page.slug)}
      />
      <h1 className={styles.title}>{page.title}</h1>
      <ConsumerPageBody slug={page.slug} />
    </div>
  );
}

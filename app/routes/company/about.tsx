import { useLoaderData } from 'react-router';
import { AboutPage } from '../../features/company/about-page';
import { companyMeta } from '../../features/company/page-seo';
import { ReviewSection } from '../../features/feedback/review-section';
import type { Route } from './+types/about';

/** The groups of the review form; null when they could not be read (the form is then hidden). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { reviewGroups: await context.services.content.listReviewGroups() };
  } catch {
    return { reviewGroups: null };
  }
}

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'О компании',
    description:
      'Местечко — хранение вещей на тёплых складах, вывоз и доставка вещей, инструменты напрокат и ' +
      'квартиры посуточно в одном аккаунте. Как мы работаем, наши ценности и контакты.',
    path: '/about/',
  });

export default function About() {
  const { reviewGroups } = useLoaderData<typeof loader>();
  return (
    <>
      <AboutPage />
      <ReviewSection groups={reviewGroups} />
    </>
  );
}

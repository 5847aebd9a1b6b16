import { companyMeta } from '../../features/company/page-seo';
import { SuccessPage } from '../../features/company/success-page';
import type { Route } from './+types/success';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Заявка отправлена',
    description: 'Заявка в Местечко отправлена: что будет дальше и где следить за её статусом.',
    path: '/success/',
    noindex: true,
  });

export default function Success() {
  return <SuccessPage />;
}

import { companyMeta } from '../../features/company/page-seo';
import { GuestLandingPage } from '../../features/booking/guest-pages';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Гостевое бронирование ячейки без регистрации',
    description:
      'Ячейка для хранения вещей на несколько дней без регистрации: подтвердите телефон кодом из SMS, ' +
      'оплатите картой и пользуйтесь. Посуточная оплата.',
    path: '/guest/',
  });

export default function GuestIndex() {
  return <GuestLandingPage />;
}

import { companyMeta } from '../../features/company/page-seo';
import { SmsPage } from '../../features/company/sms-page';
import type { Route } from './+types/sms';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'SMS от Местечка',
    description:
      'Какие SMS присылает Местечко: коды для входа, напоминания о бронировании и оплатах. Мы никогда ' +
      'не просим код по телефону. Как отписаться от рекламных SMS.',
    path: '/sms/',
  });

export default function Sms() {
  return <SmsPage />;
}

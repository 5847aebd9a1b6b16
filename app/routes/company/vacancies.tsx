import { companyMeta } from '../../features/company/page-seo';
import { vacancies } from '../../features/company/vacancies-data';
import { VacanciesPage } from '../../features/company/vacancies-page';
import type { Route } from './+types/vacancies';

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Вакансии',
    description:
      'Работа в Местечке: кладовщики, грузчики-водители, поддержка клиентов, инженеры постаматов и ' +
      'разработчики. Зарплата, график и как откликнуться.',
    path: '/vacancies/',
  });

export default function Vacancies() {
  return <VacanciesPage vacancies={vacancies} />;
}

import { data } from 'react-router';
import { companyMeta } from '../../features/company/page-seo';
import { RulePage } from '../../features/company/rule-page';
import { findRule } from '../../features/company/rules-data';
import type { Route } from './+types/rule';

export function loader({ params }: Route.LoaderArgs) {
  const rule = findRule(params.slug);
  if (!rule) throw data('Страница не найдена', { status: 404 });
  return { slug: rule.slug };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const rule = findRule(loaded?.slug);
  if (!rule) return [];
  return companyMeta({ title: rule.title, description: rule.description, path: `/rules/${rule.slug}/` });
};

export default function Rule({ loaderData }: Route.ComponentProps) {
  const rule = findRule(loaderData.slug);
  if (!rule) return null;
  return <RulePage rule={rule} />;
}

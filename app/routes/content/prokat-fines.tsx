import { useLoaderData } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { ProkatFines } from '../../features/content/prokat-fines';
import { Faq } from '../../features/site-content/faq';
import { orEmpty } from '../../features/site-content/or-empty';
import type { Route } from './+types/prokat-fines';

const TITLE = 'Штрафы проката инструментов — Местечко';
const DESCRIPTION =
  'За что и сколько начисляется при прокате инструментов из постаматов Местечко: просрочка ' +
  'возврата, повреждение, утеря, чистка, нарушение правил постамата. Как списывается штраф и как ' +
  'его оспорить.';
const URL = `${siteConfig.siteUrl}/prokat-fines/`;

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.services;
  const [penalties, faq] = await Promise.all([
    content.listRentalPenalties(),
    orEmpty(async () => (await content.listFaq({ section: 'prokat' })).items),
  ]);
  return { penalties, faq };
}

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: 'description', content: DESCRIPTION },
  { tagName: 'link', rel: 'canonical', href: URL },
  { property: 'og:title', content: TITLE },
  { property: 'og:description', content: DESCRIPTION },
  { property: 'og:url', content: URL },
  { property: 'og:type', content: 'website' },
];

/** /prokat-fines/: the rental fines from the content service. */
export default function ProkatFinesRoute() {
  const { penalties, faq } = useLoaderData<typeof loader>();
  return (
    <>
      <ProkatFines penalties={penalties} />
      <Faq items={faq} />
    </>
  );
}

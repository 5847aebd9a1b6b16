import { data, useLoaderData } from 'react-router';
import { conversationParamsSchema } from '../../../domains/support/schema';
import { formatPhone } from '../../../lib/format/phone';
import { rolesAllow } from '../../../domains/staff/schema';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { ConversationPage, type ConversationPageData } from '../../features/support';
import type { Route } from './+types/support-conversation';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { viewer } = await requireStaffPage(context, 'support');
  const id = conversationParamsSchema.safeParse({ id: params.id });
  if (!id.success) throw data('Страница не найдена', { status: 404 });
  const detail = await context.services.supportInbox.detail(id.data.id).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'NOT_FOUND') throw data('Страница не найдена', { status: 404 });
    throw error;
  });
  const team = (await context.services.staff.list())
    .filter((member) => rolesAllow(member.roles, ['support']))
    .map((member) => ({ id: member.user_id, name: member.name ?? formatPhone(member.phone) }));
  const result: ConversationPageData = { ...detail, team, me: viewer.id };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.conversation.user.name ?? 'Переписка'} — поддержка, консоль Местечко` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminSupportConversationRoute() {
  return <ConversationPage key={useLoaderData<typeof loader>().conversation.id} data={useLoaderData<typeof loader>()} />;
}

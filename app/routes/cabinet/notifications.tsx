import { data, redirect, useLoaderData, useRevalidator } from 'react-router';
import { CLIENT_RESYNC, REALTIME_EVENTS } from '../../../lib/realtime-events';
import { useRealtimeEvent } from '../../shell/realtime/realtime-provider';
import { notificationListQuerySchema } from '../../../domains/notifications/schema';
import { guestRedirect } from '../../features/auth/safe-redirect';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsPage,
  type NotificationsFilter,
  type NotificationsPageData,
} from '../../features/notifications/notifications-page';
import type { Route } from './+types/notifications';

/** /cabinet/notifications/?type=&start=&end=&order=&page=: a filter the call refuses is shown with its reason, the list unfiltered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  const url = new URL(request.url);
  const param = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 20);
  const filter: NotificationsFilter = { type: param('type'), start: param('start'), end: param('end'), order: param('order') };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const window = { offset: (page - 1) * NOTIFICATIONS_PAGE_SIZE, limit: NOTIFICATIONS_PAGE_SIZE };
  const parsed = notificationListQuerySchema.safeParse({
    ...window,
    show_type: filter.type || undefined,
    start: filter.start || undefined,
    end: filter.end || undefined,
    order_id: filter.order || undefined,
  });
  const filterError = parsed.success ? null : `Фильтр не применён: ${parsed.error.issues[0]?.message ?? 'проверьте его поля'}`;
  const query = parsed.success ? parsed.data : notificationListQuerySchema.parse(window);
  const list = await context.services.notifications.list(context.viewer.id, query);
  const result: NotificationsPageData = {
    filter,
    filterError,
    page,
    pages: Math.max(1, Math.ceil(list.count / NOTIFICATIONS_PAGE_SIZE)),
    ...list,
  };
  return data(result, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Уведомления — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetNotificationsRoute() {
  // A new notification, or a reconnect after missing some, reloads the list in place.
  const { revalidate } = useRevalidator();
  useRealtimeEvent(REALTIME_EVENTS.notification, () => void revalidate());
  useRealtimeEvent(CLIENT_RESYNC, () => void revalidate());
  return <NotificationsPage data={useLoaderData<typeof loader>()} />;
}

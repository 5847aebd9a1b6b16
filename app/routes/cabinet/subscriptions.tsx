import { SubscriptionsPage } from '../../features/cabinet/subscriptions-page';
import type { Route } from './+types/subscriptions';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Мои подписки — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function CabinetSubscriptions() {
  return <SubscriptionsPage />;
}

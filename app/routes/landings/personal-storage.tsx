import { LandingPage } from '../../features/storages/landing-page';
import { landingMeta, loadLanding } from '../../features/storages/landing-route';
import type { Route } from './+types/personal-storage';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

export async function loader({ context }: Route.LoaderArgs) {
  return loadLanding(context, 'hranenie-lichnykh-veschey');
}

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data);

export default function PersonalStorageLanding({ loaderData }: Route.ComponentProps) {
  return <LandingPage landing={loaderData.landing} minPrice={loaderData.minPrice} />;
}

import { LandingPage } from '../../features/storages/landing-page';
import { landingMeta, loadLanding } from '../../features/storages/landing-route';
import type { Route } from './+types/personal-storage';

export async function loader({ context }: Route.LoaderArgs) {
  return loadLanding(context, 'hranenie-lichnykh-veschey');
}

export const meta: Route.MetaFunction = ({ data }) => landingMeta(data);

export default function PersonalStorageLanding({ loaderData }: Route.ComponentProps) {
  return <LandingPage landing={loaderData.landing} minPrice={loaderData.minPrice} />;
}

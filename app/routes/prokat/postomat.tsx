import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { parsePostomatId, postomatPath } from '../../features/prokat/paths';
import { PostomatPage, type PostomatPageData } from '../../features/prokat/postomat-page';
import { prokatMeta } from '../../features/prokat/seo';
import { hoursText, postomatTitle, priceFromText, toolsCountText } from '../../features/prokat/view';
import { onlyBookingChanged } from '../../features/prokat-booking';
import { notFound } from '../../features/storages/not-found';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';
import type { Route } from './+types/postomat';

export const handle = GUEST_PAGE_CACHE;

/** `/prokat/{id}/`: a locker by its id; an id that is not a positive integer, or of no open locker, is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { prokat, reference } = context.services;
  const id = parsePostomatId(params.id);
  if (id === null) notFound();
  const tools = await prokat.postomatTools(id);
  if (!tools) notFound();
  const city = await reference.findCityById(tools.postomat.city_id);
  const data: PostomatPageData = { tools, cityName: city?.name ?? null };
  return data;
}

/** Opening or changing a booking (`?book=…`) keeps the page's data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && onlyBookingChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { postomat, categories } = data.tools;
  const prices = categories.flatMap((group) => group.tools.map((tool) => tool.price_min)).filter((price) => price > 0);
  const total = categories.reduce((sum, group) => sum + group.tools.length, 0);
  const what = categories.map((group) => group.name.toLowerCase()).join(', ');
  return prokatMeta(
    `Постамат ${postomatTitle(postomat)}: прокат инструментов`,
    `${postomat.address}, ${postomat.place.charAt(0).toLowerCase()}${postomat.place.slice(1)}. ${hoursText(postomat.timetable)}. ` +
      (total > 0
        ? `В ячейках сейчас ${toolsCountText(total)}: ${what}${prices.length > 0 ? `, ${priceFromText(Math.min(...prices))}` : ''}. `
        : '') +
      'Бронирование онлайн, возврат в любой постамат.',
    postomatPath(postomat.id),
    postomat.files[0]?.url,
  );
};

export default function Postomat({ loaderData }: Route.ComponentProps) {
  return <PostomatPage data={loaderData} />;
}

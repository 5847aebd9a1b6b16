import { data } from 'react-router';

/** Any path no route claims: a 404 rendered by the layout's error page. */
export function loader() {
  throw data('Страница не найдена', { status: 404 });
}

export default function NotFound() {
  return null;
}

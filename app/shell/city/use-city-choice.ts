import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useRevalidator } from 'react-router';
import type { City } from '../../../domains/reference/schema';
import { COOKIE, writeCookie } from '../cookies';
import { swapCitySlug } from './city-rules';

/** Remembers the chosen city and moves a city route (/{city_name}/...) to the new city. */
export function useCityChoice() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const answerAutolocation = useCallback(() => writeCookie(COOKIE.autolocation, 'false'), []);

  const chooseCity = useCallback(
    (city: City) => {
      writeCookie(COOKIE.cityId, String(city.id));
      writeCookie(COOKIE.autolocation, 'false');
      const nextPath = swapCitySlug(location.pathname, params.city_name, city.slug);
      if (nextPath !== location.pathname) {
        void navigate(`${nextPath}${location.search}${location.hash}`);
      } else {
        void revalidator.revalidate();
      }
    },
    [location, navigate, params.city_name, revalidator],
  );

  return { chooseCity, answerAutolocation };
}

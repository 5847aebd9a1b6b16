import { useState } from 'react';
import { Form } from 'react-router';
import type { WarehouseCard as Card } from '../../../domains/storages/schema';
import { formatAreaSpan } from '../../../domains/storages/size-groups';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { JsonLd } from './json-ld';
import { type MapPlace, PlacesMap } from './places-map';
import { cityLandingPath, STORAGES_PAGE_SIZE, warehouseListJsonLd } from './storages-seo';
import { WarehouseCard } from './warehouse-card';
import styles from './storages.module.css';

export interface StoragesListData {
  cities: { id: number; name: string; slug: string }[];
  /** The filtered city; null shows every city. */
  city: {
    slug: string;
    name: string;
    prepositional: string;
    genitive: string;
    latitude: number;
    longitude: number;
  } | null;
  q: string;
  page: number;
  pages: number;
  list: { items: Card[]; count: number };
  places: MapPlace[];
  /** The smallest and largest cell areas of the city (all cities without one); null when unknown. */
  areaSpan?: { from: number; to: number } | null;
  /** The canonical path: the city only when chosen in the address, no search. */
  canonical: string;
}

/** "/storages/?city=…&q=…&page=N" keeping the filters; the first page has no page parameter. */
export function storagesListPath(city: string | null, q: string, page: number): string {
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/storages/?${query}` : '/storages/';
}

function Pagination({ data }: { data: StoragesListData }) {
  if (data.pages <= 1) return null;
  const citySlug = data.city?.slug ?? 'all';
  return (
    <nav className={styles.pagination} aria-label="Страницы списка складов">
      <ul className={styles.pages}>
        {Array.from({ length: data.pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === data.page ? (
              <span className={styles.pageCurrent} aria-current="page">
                <span className="visually-hidden">Страница </span>
                {n}
              </span>
            ) : (
              <SmartLink
                to={storagesListPath(citySlug, data.q, n)}
                className={styles.pageLink}
                rel={n === data.page + 1 ? 'next' : n === data.page - 1 ? 'prev' : undefined}
              >
                <span className="visually-hidden">Страница </span>
                {n}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /storages/: search, city, the map of the places beside the list (a toggle on phones), pages. */
/** The landings of the storage line by what is stored (the sitemap lists the same two). */
const USE_LANDINGS = [
  { path: '/hranenie-lichnykh-veschey/', title: 'Хранение личных вещей' },
  { path: '/zimnee-hraneniya-veschey/', title: 'Зимнее хранение вещей' },
] as const;

export function StoragesListPage({ data }: { data: StoragesListData }) {
  const [showMap, setShowMap] = useState(false);
  const offset = (data.page - 1) * STORAGES_PAGE_SIZE;
  const where = data.city ? `в ${data.city.prepositional}` : 'во всех городах';
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Склады хранения', path: '/storages/' }]} />
      <JsonLd data={warehouseListJsonLd(data.list.items, offset)} />
      <header className={styles.hero}>
        <h1 className={styles.title}>Склады индивидуального хранения {where}</h1>
        <p className={styles.lead}>
          Тёплые ячейки{data.areaSpan ? ` ${formatAreaSpan(data.areaSpan)}` : ''} с видеонаблюдением и доступом по личному коду. Выберите
          склад рядом с домом, посмотрите свободные ячейки и забронируйте онлайн.
        </p>
      </header>
      <Form method="get" action="/storages/" className={styles.filters} role="search" discover="none">
        <label className={styles.searchField}>
          <span className="visually-hidden">Поиск по названию, адресу или метро</span>
          <input
            type="search"
            name="q"
            defaultValue={data.q}
            maxLength={100}
            placeholder="Адрес, метро или название склада"
            className={styles.input}
            data-testid="storages-search"
          />
        </label>
        <label className={styles.cityField}>
          <span className="visually-hidden">Город</span>
          <select name="city" defaultValue={data.city?.slug ?? 'all'} className={styles.input} data-testid="storages-city">
            {data.cities.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
            <option value="all">Все города</option>
          </select>
        </label>
        <button type="submit" className={styles.submit}>
          Найти
        </button>
      </Form>
      <div className={styles.summary}>
        <p className={styles.count} data-testid="storages-count">
          {data.list.count > 0 ? `Найдено складов: ${data.list.count}` : 'Ничего не нашли'}
        </p>
        <button
          type="button"
          className={styles.mapToggle}
          aria-pressed={showMap}
          onClick={() => setShowMap((v) => !v)}
          data-testid="map-toggle"
        >
          {showMap ? 'Показать списком' : 'Показать на карте'}
        </button>
      </div>
      {data.list.count === 0 ? (
        <div className={styles.empty}>
          <p>
            По запросу «{data.q}» складов {where} нет. Проверьте адрес или поищите во всех городах.
          </p>
          <SmartLink to={storagesListPath('all', '', 1)} className={styles.pageLink}>
            Показать все склады
          </SmartLink>
        </div>
      ) : (
        <div className={`${styles.layout} ${showMap ? styles.mapFirst : ''}`}>
          <ul className={styles.list}>
            {data.list.items.map((card, i) => (
              <WarehouseCard key={card.id} card={card} badge={String(offset + i + 1)} priority={i === 0} />
            ))}
          </ul>
          <aside className={styles.mapPane} aria-label="Карта складов">
            <PlacesMap
              center={data.city ?? undefined}
              places={data.places}
              title={data.city ? `Склады ${data.city.genitive} на карте` : 'Города, где есть склады'}
            />
          </aside>
        </div>
      )}
      <Pagination data={data} />
      <nav className={styles.cityLandings} aria-label="Кладовки по городам и задачам" data-testid="city-landings">
        <h2 className={styles.cityLandingsTitle}>Кладовки по городам</h2>
        <ul className={styles.cityLandingsList}>
          {data.cities.map((c) => (
            <li key={c.id}>
              <SmartLink to={cityLandingPath(c.slug)}>Кладовки: {c.name}</SmartLink>
            </li>
          ))}
        </ul>
        <h2 className={styles.cityLandingsTitle}>Хранение по задачам</h2>
        <ul className={styles.cityLandingsList}>
          {USE_LANDINGS.map((landing) => (
            <li key={landing.path}>
              <SmartLink to={landing.path}>{landing.title}</SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

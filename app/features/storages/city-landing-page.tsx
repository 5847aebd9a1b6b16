import type { FaqItem } from '../../../domains/content/schema';
import type { City } from '../../../domains/reference/schema';
import type { CellSize, WarehouseCard as Card } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { JsonLd } from './json-ld';
import { DeferredQuestions, DeferredSizes } from './page-end';
import { PlacesMap } from './places-map';
import { cityLandingPath, warehouseListJsonLd, warehousePath } from './storages-seo';
import { WarehouseCard } from './warehouse-card';
import styles from './pages.module.css';
import list from './storages.module.css';

export interface CityLandingData {
  city: Pick<City, 'id' | 'name' | 'slug' | 'declensions' | 'latitude' | 'longitude'>;
  warehouses: Card[];
  sizes: CellSize[];
  faq: FaqItem[];
}

/** /{city}/kladovki/: the city's warehouses on a map and in a list, the price from, the size guide, questions. */
export function CityLandingPage({ data }: { data: CityLandingData }) {
  const { city, warehouses } = data;
  const prices = warehouses.map((w) => w.min_price).filter((p): p is number => p !== null);
  const free = warehouses.reduce((n, w) => n + w.free_cells, 0);
  return (
    <>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs
          crumbs={[
            {
              name: `Кладовки: ${city.name}`,
              path: cityLandingPath(city.slug),
            },
          ]}
        />
        <JsonLd data={warehouseListJsonLd(warehouses)} />
        <header className={styles.hero}>
          <h1 className={styles.title}>Кладовки для хранения вещей по {city.declensions.dative}</h1>
          <p className={styles.lead}>
            Личная кладовка на тёплом складе рядом с домом: для вещей на время ремонта и переезда, сезонных шин, велосипедов и всего, чему
            тесно в квартире.
          </p>
          <ul className={styles.stats}>
            <li>
              <strong>{warehouses.length}</strong> {pluralRu(warehouses.length, ['склад', 'склада', 'складов'])}
            </li>
            {prices.length > 0 ? (
              <li>
                <strong>от {formatRub(Math.min(...prices))}</strong> в месяц
              </li>
            ) : null}
            <li>
              <strong>{free}</strong> {pluralRu(free, ['свободная ячейка', 'свободные ячейки', 'свободных ячеек'])} сейчас
            </li>
          </ul>
          <SmartLink to={`/storages/?city=${city.slug}`} className={styles.cta}>
            Выбрать ячейку
          </SmartLink>
        </header>
        {warehouses.length === 0 ? (
          <p className={styles.text}>В этом городе склады скоро откроются. Оставьте заявку — позвоним, когда можно будет бронировать.</p>
        ) : (
          <div className={list.layout}>
            <ul className={list.list}>
              {warehouses.map((card, i) => (
                <WarehouseCard key={card.id} card={card} badge={String(i + 1)} priority={i === 0} />
              ))}
            </ul>
            <aside className={`${list.mapPane} ${styles.mapAlways}`} aria-label="Карта складов">
              <PlacesMap
                center={city}
                title={`Склады ${city.declensions.genitive} на карте`}
                places={warehouses.map((w, i) => ({
                  id: w.id,
                  badge: String(i + 1),
                  name: w.name,
                  latitude: w.latitude,
                  longitude: w.longitude,
                  price: w.min_price,
                  href: warehousePath(w.slug),
                }))}
              />
            </aside>
          </div>
        )}
        <DeferredSizes sizes={data.sizes} />
      </div>
      <DeferredQuestions items={data.faq} />
    </>
  );
}

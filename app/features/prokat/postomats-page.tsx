import { useMemo, useState } from 'react';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { PlacesMap } from '../storages';
import { HowItWorks } from './how-it-works';
import { JsonLd } from './json-ld';
import { markersLoader, postomatPlace, type PostomatListItem } from './map-places';
import { PROKAT_CATALOG_PATH, PROKAT_PATH, PROKAT_TARIFFS_PATH, postomatPath, prokatListPath, toggleCategory } from './paths';
import { postomatListJsonLd } from './seo';
import { postomatsCountText, toolsCountText } from './view';
import styles from './prokat.module.css';

export interface PostomatsPageData {
  city: { slug: string; name: string; prepositional: string; genitive: string; latitude: number; longitude: number };
  /** The cities that have lockers, for the switch. */
  cities: { slug: string; name: string }[];
  /** The city was chosen in the address (`?city=`), not taken from the visitor's cookie. */
  cityInAddress: boolean;
  categories: { id: number; slug: string; name: string }[];
  /** The chosen categories' ids; none shows every tool. */
  selected: number[];
  postomats: PostomatListItem[];
  canonical: string;
}

const PIN_HINT = 'Нажмите на метку, чтобы открыть постамат.';

function CategoryChips({ data }: { data: PostomatsPageData }) {
  const city = data.cityInAddress ? data.city.slug : null;
  return (
    <nav className={styles.chips} aria-label="Категории инструментов" data-testid="prokat-categories">
      <ul className={styles.chipList}>
        <li>
          <SmartLink
            to={prokatListPath({ city })}
            className={data.selected.length === 0 ? styles.chipOn : styles.chip}
            aria-current={data.selected.length === 0 ? 'true' : undefined}
            preventScrollReset
            data-testid="category-chip-all"
          >
            Все инструменты
          </SmartLink>
        </li>
        {data.categories.map((category) => {
          const on = data.selected.includes(category.id);
          return (
            <li key={category.id}>
              <SmartLink
                to={prokatListPath({ city, categories: toggleCategory(data.selected, category.id) })}
                className={on ? styles.chipOn : styles.chip}
                aria-current={on ? 'true' : undefined}
                preventScrollReset
                data-testid="category-chip"
                data-category={category.slug}
              >
                {on ? (
                  <span className={styles.chipMark} aria-hidden="true">
                    ✓
                  </span>
                ) : null}
                {category.name}
                {on ? <span className="visually-hidden"> (выбрано, нажмите, чтобы убрать)</span> : null}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PostomatCard({ item }: { item: PostomatListItem }) {
  return (
    <li className={styles.card} id={`p-${item.id}`} data-testid="postomat-card">
      <p className={styles.cardNumber}>
        <span className="visually-hidden">Постамат </span>
        {item.number}
      </p>
      <h2 className={styles.cardTitle}>
        <SmartLink to={postomatPath(item.id)} className={styles.cardLink}>
          {item.name}
        </SmartLink>
      </h2>
      <p className={styles.cardAddress}>{item.address}</p>
      <p className={styles.cardHours}>
        <span className={styles.label}>Часы работы:</span> {item.hours}
      </p>
      <p className={item.count > 0 ? styles.cardCount : styles.cardEmpty} data-testid="postomat-count">
        {item.count > 0 ? toolsCountText(item.count) : 'Сейчас все инструменты в прокате'}
      </p>
    </li>
  );
}

/** /prokat/: the lockers of the city in a list beside the map, category chips, how the rental works. */
export function PostomatsPage({ data }: { data: PostomatsPageData }) {
  const [showMap, setShowMap] = useState(false);
  const key = data.selected.join(',');
  // One loader per choice of categories: the map compares it by identity and asks again when it changes.
  const loadPlaces = useMemo(() => markersLoader(key ? key.split(',').map(Number) : []), [key]);
  const places = useMemo(() => data.postomats.map(postomatPlace), [data.postomats]);
  const tools = data.postomats.reduce((sum, item) => sum + item.count, 0);
  const chosenNames = data.categories.filter((c) => data.selected.includes(c.id)).map((c) => c.name.toLowerCase());
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: 'Прокат инструментов', path: PROKAT_PATH }]} />
      <JsonLd data={postomatListJsonLd(data.postomats)} />
      <header className={styles.hero}>
        <h1 className={styles.title}>Прокат инструментов в {data.city.prepositional}</h1>
        <p className={styles.lead}>
          Перфоратор, шуруповёрт или мойка на час, сутки или неделю — из постамата рядом с домом. Бронируйте онлайн, открывайте ячейку со
          смартфона и возвращайте в любой постамат сети.
        </p>
        <p className={styles.heroLinks}>
          <SmartLink to={PROKAT_CATALOG_PATH} className={styles.cta}>
            Каталог инструментов
          </SmartLink>
          <SmartLink to={PROKAT_TARIFFS_PATH} className={styles.secondary}>
            Тарифы
          </SmartLink>
        </p>
      </header>
      {data.cities.length > 1 ? (
        <nav className={styles.cities} aria-label="Город">
          {data.cities.map((city) => (
            <SmartLink
              key={city.slug}
              to={prokatListPath({ city: city.slug, categories: data.selected })}
              className={city.slug === data.city.slug ? styles.cityOn : styles.city}
              aria-current={city.slug === data.city.slug ? 'page' : undefined}
              data-testid="prokat-city"
            >
              {city.name}
            </SmartLink>
          ))}
        </nav>
      ) : null}
      <CategoryChips data={data} />
      <div className={styles.summary}>
        <p className={styles.count} data-testid="postomats-count" aria-live="polite">
          {data.postomats.length === 0
            ? 'Ничего не нашли'
            : data.selected.length > 0
              ? `${postomatsCountText(data.postomats.length)} с выбранными инструментами`
              : `${postomatsCountText(data.postomats.length)}, ${toolsCountText(tools)} в ячейках`}
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
      <div className={`${styles.layout} ${showMap ? styles.mapFirst : ''}`}>
        {data.postomats.length === 0 ? (
          <div className={styles.empty} data-testid="postomats-empty">
            <p>
              Сейчас в постаматах {data.city.genitive} нет инструментов
              {chosenNames.length > 0 ? ` из выбранных категорий (${chosenNames.join(', ')})` : ''}. Выберите другие категории или
              посмотрите постаматы других городов.
            </p>
            <SmartLink to={prokatListPath({ city: data.cityInAddress ? data.city.slug : null })} className={styles.secondary}>
              Показать все постаматы
            </SmartLink>
          </div>
        ) : (
          <ul className={styles.list} aria-label={`Постаматы ${data.city.genitive}`}>
            {data.postomats.map((item) => (
              <PostomatCard key={item.id} item={item} />
            ))}
          </ul>
        )}
        <aside className={styles.mapPane} aria-label="Карта постаматов">
          <PlacesMap
            places={places}
            center={data.city}
            title={`Постаматы ${data.city.genitive} на карте`}
            loadPlaces={loadPlaces}
            cluster
            pageScroll
            pinHint={PIN_HINT}
          />
        </aside>
      </div>
      <HowItWorks />
    </div>
  );
}

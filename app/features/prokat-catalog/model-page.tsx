import type { ObtainingOption, Product, ProductCard } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import { Breadcrumbs } from '../company';
import { BookingGate, type CityLockers } from '../prokat-booking';
import { JsonLd } from '../storages';
import { CATALOG_CRUMBS, categoryPath, cardPath, productJsonLd } from './catalog-seo';
import { availabilityText, depositText, modelHeading, perUnitText } from './catalog-text';
import { MODEL_PHOTO_HEIGHT, MODEL_PHOTO_WIDTH, modelPhotoSrcSet } from './model-photo';
import { DeferredShelf } from './shelf';
import { WhereToGet } from './where-to-get';
import styles from './model-page.module.css';

export interface ModelPageData {
  product: Product;
  /** The lockers that have it in a cell now, in the catalogue's order. */
  options: ObtainingOption[];
  /** The first page of «Похожие инструменты». */
  shelf: { items: ProductCard[]; count: number };
  /** When no locker holds it now: every locker by city, to wait for it at one (empty otherwise). */
  waitLockers: CityLockers[];
}

/** Rendered width of the photo: the page's width on phones (16 px gutters), from 1024 px the left column of the top. */
const PHOTO_SIZES = '(min-width: 1360px) 640px, (min-width: 1024px) 48vw, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

function Photo({ product }: { product: Product }) {
  const photo = product.files[0]?.url;
  if (!photo) return <div className={styles.noPhoto} aria-hidden="true" />;
  return (
    <img
      className={styles.photo}
      src={photo}
      srcSet={modelPhotoSrcSet(photo)}
      sizes={PHOTO_SIZES}
      width={MODEL_PHOTO_WIDTH}
      height={MODEL_PHOTO_HEIGHT}
      alt={modelHeading(product)}
      loading="eager"
      fetchPriority="high"
      data-testid="model-photo"
    />
  );
}

function Prices({ product }: { product: Product }) {
  return (
    <section className={styles.section} aria-labelledby="prices-title" data-testid="model-prices">
      <h2 id="prices-title" className={styles.sectionTitle}>
        Цены
      </h2>
      <table className={styles.table}>
        <caption className="visually-hidden">Цена аренды по срокам</caption>
        <thead>
          <tr>
            <th scope="col">Срок</th>
            <th scope="col" className={styles.num}>
              Цена
            </th>
            <th scope="col" className={styles.num}>
              В пересчёте
            </th>
          </tr>
        </thead>
        <tbody>
          {product.tariffs.map((tariff) => (
            <tr key={`${tariff.unit}-${tariff.period_number}`}>
              <th scope="row">{tariff.title}</th>
              <td className={styles.num}>{formatRub(tariff.price_total)}</td>
              <td className={`${styles.num} ${styles.muted}`}>{perUnitText(tariff)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.deposit} data-testid="model-deposit">
        {depositText(product.deposit)}. Когда вы вернёте инструмент в постамат целым, блокировка снимется.
      </p>
    </section>
  );
}

/** /prokat/katalog/{category}/{model}/: photo, name, description, specifications, the box, prices, lockers, similar tools. */
export function ModelPage({ data }: { data: ModelPageData }) {
  const { product, options } = data;
  const lockers = options.length;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          ...CATALOG_CRUMBS,
          { name: product.category.name, path: categoryPath(product.category.slug) },
          { name: product.name, path: cardPath(product) },
        ]}
      />
      <JsonLd data={productJsonLd(product)} />
      <div className={styles.top}>
        <div className={styles.photoWrap}>
          <Photo product={product} />
        </div>
        <div className={styles.summary}>
          <p className={styles.brand} data-testid="model-brand">
            {product.brand_code}
          </p>
          <h1 className={styles.title}>{modelHeading(product)}</h1>
          <div className={styles.priceBox}>
            <p className={styles.priceDay}>
              <span data-testid="model-price-day">{formatRub(product.price_day)}</span>
              <span className={styles.per}>/сутки</span>
            </p>
            <p className={styles.priceFrom}>
              от {formatRub(product.price_min)} за час · залог {formatRub(product.deposit)}
            </p>
            <p className={lockers > 0 ? styles.inStock : styles.outOfStock} data-testid="model-availability">
              {availabilityText(product.available, lockers)}
            </p>
            {lockers > 0 ? (
              <a href="#where" className={styles.toWhere}>
                Где взять сейчас
              </a>
            ) : null}
          </div>
          <p className={styles.description}>{product.description}</p>
        </div>
      </div>

      <div className={styles.details}>
        <div className={styles.column}>
          {product.specs.length > 0 ? (
            <section className={styles.section} aria-labelledby="specs-title" data-testid="model-specs">
              <h2 id="specs-title" className={styles.sectionTitle}>
                Характеристики
              </h2>
              <table className={styles.specs}>
                <tbody>
                  {product.specs.map((spec) => (
                    <tr key={spec.name}>
                      <th scope="row">{spec.name}</th>
                      <td>{spec.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {product.in_box.length > 0 ? (
            <section className={styles.section} aria-labelledby="box-title" data-testid="model-box">
              <h2 id="box-title" className={styles.sectionTitle}>
                Комплектация
              </h2>
              <ul className={styles.box}>
                {product.in_box.map((thing) => (
                  <li key={thing}>{thing}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className={styles.column}>
          <Prices product={product} />
        </div>
      </div>

      <WhereToGet key={product.slug} slug={product.slug} path={cardPath(product)} options={options} />
      <DeferredShelf key={`shelf-${product.slug}`} slug={product.slug} items={data.shelf.items} count={data.shelf.count} />
      <BookingGate place={{ page: 'model', product, options, waitLockers: data.waitLockers }} />
    </div>
  );
}

import type { FaqItem, WarehouseReviews as Reviews } from '../../../domains/content/schema';
import type { CellGroup, CellSize, WarehouseDetails } from '../../../domains/storages/schema';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { CellGroups, type GroupsFilterState } from './cell-groups';
import { DeferredQuestions, DeferredReviewsAndSizes } from './page-end';
import { JsonLd } from './json-ld';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSrcSet } from './photo-variants';
import { reviewsJsonLd } from './reviews-json-ld';
import { cityLandingPath, warehouseDocsPath, warehouseJsonLd, warehousePath } from './storages-seo';
import { stayLabel } from './stay-view';
import { freeCellsText } from './warehouse-card';
import styles from './warehouse.module.css';
import { formatNumber } from '../../../lib/format/number';

export interface WarehousePageData {
  warehouse: WarehouseDetails;
  groups: CellGroup[];
  sizes: CellSize[];
  faq: FaqItem[];
  filter: GroupsFilterState;
  /** Approved reviews; null when they could not be read (the block then says there are none). */
  reviews: Reviews | null;
}

/**
 * Rendered widths of the gallery's photos: on phones a strip of 88 % of the page's width (16 px
 * gutters); from 768 px the first photo takes two thirds beside a column of the others.
 */
const FIRST_PHOTO_SIZES = '(min-width: 768px) 570px, calc(88vw - 28px)';
const OTHER_PHOTO_SIZES = '(min-width: 768px) 285px, calc(88vw - 28px)';

function Gallery({ warehouse }: { warehouse: WarehouseDetails }) {
  if (warehouse.photos.length === 0) return null;
  return (
    // The strip scrolls sideways: tabIndex 0 lets a keyboard reach it and scroll it with the arrows.
    <ul className={styles.gallery} aria-label="Фотографии склада" tabIndex={0} data-testid="warehouse-gallery">
      {warehouse.photos.map((photo, i) => (
        <li key={photo} className={styles.galleryItem}>
          {/* The first photo is the largest thing on the first screen: loaded at once and first (React preloads it in <head>). */}
          <img
            src={photo}
            srcSet={photoSrcSet(photo)}
            sizes={i === 0 ? FIRST_PHOTO_SIZES : OTHER_PHOTO_SIZES}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            alt={`${warehouse.name}, фото ${i + 1} из ${warehouse.photos.length}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            decoding={i === 0 ? undefined : 'async'}
            className={styles.galleryImage}
          />
        </li>
      ))}
    </ul>
  );
}

function BuildInformation({ warehouse }: { warehouse: WarehouseDetails }) {
  const b = warehouse.build_information;
  const rows: [string, string][] = [
    ...(b.built_year ? [['Год постройки', String(b.built_year)] as [string, string]] : []),
    ['Этажей', String(b.floors)],
    ['Высота потолков', `${formatNumber(b.ceiling_height_m)} м`],
    ['Температура', b.temperature],
    ['Безопасность', b.security.join(', ')],
    ...(b.parking ? [['Парковка', b.parking] as [string, string]] : []),
    ...(b.loading ? [['Погрузка', b.loading] as [string, string]] : []),
  ];
  return (
    <section className={styles.section} aria-labelledby="build-title">
      <h2 id="build-title" className={styles.sectionTitle}>
        О здании
      </h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /storages/{slug}/: the warehouse, its cells by size with prices and free cells, the size guide and questions. */
export function WarehousePage({ data }: { data: WarehousePageData }) {
  const { warehouse: w, groups } = data;
  return (
    <>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs
          crumbs={[
            { name: 'Склады хранения', path: '/storages/' },
            { name: w.name, path: warehousePath(w.slug) },
          ]}
        />
        <JsonLd data={{ ...warehouseJsonLd(w, groups), ...reviewsJsonLd(data.reviews) }} />
        <header className={styles.head}>
          <h1 className={styles.title}>{w.name}</h1>
          <p className={styles.address}>
            {w.address}
            {w.metro ? (
              <span className={styles.metro}>
                <span className={styles.metroMark} aria-hidden="true">
                  М
                </span>
                <span className="visually-hidden">метро </span>
                {w.metro}
              </span>
            ) : null}
          </p>
          <ul className={styles.tags}>
            {w.timetable.access24h ? <li className={styles.tag}>Доступ 24/7</li> : null}
            <li className={styles.tag}>{w.build_information.temperature}</li>
            <li className={w.free_cells > 0 ? styles.tagFree : styles.tagBusy}>
              {freeCellsText(w.free_cells, data.filter.stay ? stayLabel(data.filter.stay) : undefined)}
            </li>
          </ul>
        </header>
        <div className={styles.top}>
          <Gallery warehouse={w} />
          <aside className={styles.info}>
            <dl className={styles.hours}>
              <div>
                <dt>Офис</dt>
                <dd>{w.timetable.office}</dd>
              </div>
              <div>
                <dt>Доступ к ячейкам</dt>
                <dd>{w.timetable.access}</dd>
              </div>
            </dl>
            <p className={styles.description}>{w.description}</p>
            <ul className={styles.docLinks}>
              {w.external_links.length > 0 ? (
                <li>
                  <SmartLink to={warehouseDocsPath(w.slug, w.id, 'external-links')}>Как добраться и отзывы</SmartLink>
                </li>
              ) : null}
              {w.licenses.length > 0 ? (
                <li>
                  <SmartLink to={warehouseDocsPath(w.slug, w.id, 'licenses')} data-testid="licenses-link">
                    Лицензии и документы склада
                  </SmartLink>
                </li>
              ) : null}
              <li>
                <SmartLink to={cityLandingPath(w.city.slug)}>Все склады города: {w.city.name}</SmartLink>
              </li>
            </ul>
          </aside>
        </div>
        <CellGroups slug={w.slug} groups={groups} filter={data.filter} />
        <BuildInformation warehouse={w} />
        <DeferredReviewsAndSizes reviews={data.reviews} externalLinks={w.external_links} sizes={data.sizes} />
      </div>
      <DeferredQuestions items={data.faq} />
    </>
  );
}

import type { ProkatCategory } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { JsonLd } from '../storages';
import { catalogHref, isFiltered, type CatalogQuery } from './catalog-query';
import { CATALOG_CRUMBS, CATALOG_PAGE_SIZE, CATALOG_PATH, CATALOG_TITLE, productListJsonLd } from './catalog-seo';
import { modelsText } from './catalog-text';
import { CategoryList } from './category-list';
import { FilterForm, RESULTS_ANCHOR } from './filter-form';
import { PageLinks } from './page-links';
import { type CatalogCard, ProductGrid } from './product-card';
import styles from './catalog.module.css';

export interface CatalogPageData {
  categories: ProkatCategory[];
  /** The popular models, shown above the filter on the whole catalogue's first page only. */
  popular: CatalogCard[];
  query: CatalogQuery;
  page: number;
  pages: number;
  results: { items: CatalogCard[]; count: number };
  /** The cheapest day of the whole catalogue, roubles; null when it is empty. */
  cheapestDay: number | null;
  /** The canonical path: the whole catalogue, its page when unfiltered. */
  canonical: string;
}

/** /prokat/katalog/: the categories, the popular models and the filter with its results and pages. */
export function CatalogPage({ data }: { data: CatalogPageData }) {
  const total = data.categories.reduce((sum, category) => sum + category.count, 0);
  const offset = (data.page - 1) * CATALOG_PAGE_SIZE;
  const filtered = isFiltered(data.query);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={CATALOG_CRUMBS} />
      <JsonLd data={productListJsonLd(data.results.items, offset)} />
      <header className={styles.hero}>
        <h1 className={styles.title}>{CATALOG_TITLE}</h1>
        <p className={styles.lead}>
          Перфораторы, шуруповёрты, пилы, мойки и садовая техника напрокат. Забираете инструмент из постамата рядом с домом в любое время
          его работы и платите за часы или сутки.
        </p>
        <ul className={styles.stats}>
          <li>
            <strong>{modelsText(total)}</strong> в {data.categories.length} категориях
          </li>
          {data.cheapestDay !== null ? (
            <li>
              от <strong>{formatRub(data.cheapestDay)}</strong> в сутки
            </li>
          ) : null}
        </ul>
      </header>

      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          Категории
        </h2>
        <CategoryList categories={data.categories} />
      </section>

      {data.popular.length > 0 ? (
        <section className={`${styles.section} ${styles.popular}`} aria-labelledby="popular-title" data-testid="popular-models">
          <h2 id="popular-title" className={styles.sectionTitle}>
            Популярные модели
          </h2>
          <ProductGrid cards={data.popular} />
        </section>
      ) : null}

      <section id={RESULTS_ANCHOR} className={styles.section} aria-labelledby="results-title">
        <h2 id="results-title" className={styles.sectionTitle}>
          Подбор инструмента
        </h2>
        <FilterForm categories={data.categories} query={data.query} />
        <p className={styles.count} data-testid="catalog-count" role="status">
          {data.results.count > 0
            ? `Найдено: ${modelsText(data.results.count)}${data.pages > 1 ? `, страница ${data.page} из ${data.pages}` : ''}`
            : 'Ничего не нашли'}
        </p>
        {data.results.count === 0 ? (
          <div className={styles.empty}>
            <p>Таких инструментов нет. Уберите часть условий или посмотрите весь каталог.</p>
            <SmartLink to={`${CATALOG_PATH}#${RESULTS_ANCHOR}`} className={styles.emptyLink}>
              Показать весь каталог
            </SmartLink>
          </div>
        ) : (
          <div data-testid="catalog-results">
            <ProductGrid cards={data.results.items} label={filtered ? 'Подобранные инструменты' : 'Все инструменты'} />
          </div>
        )}
        <PageLinks
          page={data.page}
          pages={data.pages}
          hrefOf={(n) => `${catalogHref(data.query, n)}#${RESULTS_ANCHOR}`}
          label="Страницы каталога"
        />
      </section>
    </div>
  );
}

import type { ProkatCategory } from '../../../domains/prokat/catalogue-schema';
import { formatRub } from '../../../lib/format/money';
import { Breadcrumbs } from '../company';
import { JsonLd } from '../storages';
import { CATALOG_CRUMBS, CATALOG_PAGE_SIZE, categoryPath, pagedPath, productListJsonLd } from './catalog-seo';
import { modelsText } from './catalog-text';
import { CategoryList } from './category-list';
import { PageLinks } from './page-links';
import { type CatalogCard, ProductGrid } from './product-card';
import styles from './catalog.module.css';

export interface CategoryPageData {
  category: ProkatCategory;
  /** Every category, for the way on to the others. */
  categories: ProkatCategory[];
  items: CatalogCard[];
  count: number;
  page: number;
  pages: number;
  /** The category's cheapest day, roubles; null when it has no models. */
  cheapestDay: number | null;
}

/** /prokat/katalog/{category}/: its title and description, its models with prices and stock, pages, the other categories. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { category } = data;
  const offset = (data.page - 1) * CATALOG_PAGE_SIZE;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[...CATALOG_CRUMBS, { name: category.name, path: categoryPath(category.slug) }]} />
      <JsonLd data={productListJsonLd(data.items, offset)} />
      <header className={styles.hero}>
        <h1 className={styles.title}>{category.name}</h1>
        <p className={styles.lead}>{category.description}</p>
        <ul className={styles.stats}>
          <li>
            <strong>{modelsText(category.count)}</strong> напрокат
          </li>
          {data.cheapestDay !== null ? (
            <li>
              от <strong>{formatRub(data.cheapestDay)}</strong> в сутки
            </li>
          ) : null}
        </ul>
      </header>

      <section className={styles.section} aria-labelledby="models-title">
        <h2 id="models-title" className="visually-hidden">
          Модели: {category.name.toLowerCase()}
        </h2>
        {data.items.length > 0 ? (
          <ProductGrid cards={data.items} priorityFirst />
        ) : (
          <div className={styles.empty}>
            <p>В этой категории пока нет инструментов.</p>
          </div>
        )}
        <PageLinks
          page={data.page}
          pages={data.pages}
          hrefOf={(n) => pagedPath(categoryPath(category.slug), n)}
          label="Страницы категории"
        />
      </section>

      <section className={`${styles.section} ${styles.other} ${styles.allCategories}`} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          Все категории
        </h2>
        <CategoryList categories={data.categories} current={category.slug} />
      </section>
    </div>
  );
}

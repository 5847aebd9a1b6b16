import type { FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import type { ProkatCategory } from '../../../domains/prokat/catalogue-schema';
import { SmartLink } from '../../shell/smart-link';
import { CATALOG_SORTS, catalogHref, isFiltered, PRICE_MAX_LIMIT, readCatalogQuery, type CatalogQuery } from './catalog-query';
import { CATALOG_PATH } from './catalog-seo';
import styles from './filter-form.module.css';

/** Where the filter's results start on the catalogue page: submissions and pages land there. */
export const RESULTS_ANCHOR = 'podbor';

/**
 * The catalogue's filter, a GET form: without JavaScript the browser sends it as it is; with it, the
 * address drops empty fields and defaults (catalogHref). Keyed by the query, so that a new address
 * shows its own choices.
 */
export function FilterForm({ categories, query }: { categories: ProkatCategory[]; query: CatalogQuery }) {
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.append(name, value);
    const next = readCatalogQuery(
      params,
      categories.map((category) => category.slug),
    );
    void navigate(`${catalogHref(next)}#${RESULTS_ANCHOR}`);
  }
  return (
    <Form
      key={catalogHref(query)}
      method="get"
      action={`${CATALOG_PATH}#${RESULTS_ANCHOR}`}
      className={styles.form}
      role="search"
      aria-label="Подбор инструмента"
      discover="none"
      onSubmit={onSubmit}
      data-testid="catalog-filter"
    >
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>Категории</legend>
        {categories.map((category) => (
          <label key={category.id} className={styles.chip}>
            <input
              type="checkbox"
              name="category"
              value={category.slug}
              defaultChecked={query.categories.includes(category.slug)}
              className="visually-hidden"
            />
            <span aria-hidden="true" className={styles.tick}>
              ✓
            </span>
            {category.name}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <label className={styles.search}>
          <span className={styles.label}>Название или бренд</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            placeholder="Например, Makita или болгарка"
            className={styles.input}
            data-testid="catalog-search"
          />
        </label>
        <label>
          <span className={styles.label}>Цена за сутки до, ₽</span>
          <input
            type="number"
            name="price"
            inputMode="numeric"
            min={1}
            max={PRICE_MAX_LIMIT}
            step={1}
            defaultValue={query.priceMax ?? ''}
            placeholder="Любая"
            className={styles.input}
            data-testid="catalog-price"
          />
        </label>
        <label>
          <span className={styles.label}>Порядок</span>
          <select name="sort" defaultValue={query.sort} className={styles.input} data-testid="catalog-sort">
            {CATALOG_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.actions}>
        <label className={styles.check}>
          <input type="checkbox" name="available" value="1" defaultChecked={query.availableOnly} className={styles.checkbox} />
          Только в наличии
        </label>
        <div className={styles.buttons}>
          {isFiltered(query) ? (
            <SmartLink to={`${CATALOG_PATH}#${RESULTS_ANCHOR}`} className={styles.reset}>
              Сбросить
            </SmartLink>
          ) : null}
          <button type="submit" className={styles.submit}>
            Показать
          </button>
        </div>
      </div>
    </Form>
  );
}

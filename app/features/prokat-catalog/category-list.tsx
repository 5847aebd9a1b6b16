import type { ProkatCategory } from '../../../domains/prokat/catalogue-schema';
import { SmartLink } from '../../shell/smart-link';
import { categoryPath } from './catalog-seo';
import { modelsText } from './catalog-text';
import { CATEGORY_PICTURE_HEIGHT, CATEGORY_PICTURE_WIDTH } from './model-photo';
import styles from './category-list.module.css';

/** The catalogue's categories: picture, name (the link) and how many models; the current one marked. */
export function CategoryList({ categories, current }: { categories: ProkatCategory[]; current?: string }) {
  return (
    <ul className={styles.list} data-testid="category-list">
      {categories.map((category, i) => (
        <li key={category.id} className={category.slug === current ? styles.itemCurrent : styles.item} data-testid="category-card">
          <img
            className={styles.picture}
            src={category.image}
            width={CATEGORY_PICTURE_WIDTH}
            height={CATEGORY_PICTURE_HEIGHT}
            alt=""
            loading={i < 3 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className={styles.text}>
            <SmartLink
              to={categoryPath(category.slug)}
              className={styles.link}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {category.name}
            </SmartLink>
            <span className={styles.count}>{modelsText(category.count)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

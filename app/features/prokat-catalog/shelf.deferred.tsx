import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductCard } from '../../../domains/prokat/catalogue-schema';
import { ApiError } from '../../shell/api-error';
import { SmartLink } from '../../shell/smart-link';
import { useHydrated } from '../../shell/use-hydrated';
import { CATALOG_PATH, SHELF_PAGE_SIZE } from './catalog-seo';
import { ProductGrid } from './product-card';
import { appendNew, shelfHasMore } from './shelf-items';
import type { ShelfProps } from './shelf';
import styles from './shelf.module.css';

/** How far below the screen the shelf's end may be when the next page is asked for. */
const LOAD_AHEAD = '0px 0px 600px 0px';

/**
 * The endless shelf: the next page comes from `infinity-shelf` when the shelf's end nears the screen
 * (IntersectionObserver) or on «Показать ещё»; a failed page stops the automatic loading until the
 * button is pressed.
 */
export default function Shelf({ slug, items: first, count: firstCount }: ShelfProps) {
  const hydrated = useHydrated();
  const [items, setItems] = useState(first);
  const [count, setCount] = useState(firstCount);
  const [offset, setOffset] = useState(first.length);
  const [ended, setEnded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const end = useRef<HTMLDivElement>(null);
  const more = shelfHasMore(offset, count, ended);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const { apiRequest } = await import('../../shell/api-client');
      const page = await apiRequest<{ items: ProductCard[]; count: number }>('/api/cabinet/v2/rental/infinity-shelf', {
        query: { slug, offset, limit: SHELF_PAGE_SIZE },
      });
      setItems((shown) => appendNew(shown, page.items));
      setCount(page.count);
      setOffset(offset + page.items.length);
      setEnded(page.items.length === 0);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status > 0 ? failure.message : 'Не удалось загрузить инструменты. Попробуйте ещё раз.',
      );
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [slug, offset]);

  // A fresh observer after every page: its first report says whether the end is still near.
  useEffect(() => {
    const target = end.current;
    if (!more || error || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, error, loadMore]);

  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shelf-title" data-testid="shelf">
      <h2 id="shelf-title" className={styles.title}>
        Похожие инструменты
      </h2>
      <ProductGrid cards={items} />
      <div ref={end} className={styles.end} aria-live="polite">
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {more ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => void loadMore()}
            disabled={!hydrated || loading}
            data-testid="shelf-more"
          >
            {loading ? 'Загружаем…' : 'Показать ещё'}
          </button>
        ) : (
          <p className={styles.done}>
            Это все похожие инструменты. <SmartLink to={CATALOG_PATH}>Весь каталог</SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}

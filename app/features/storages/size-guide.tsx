import type { CellSize } from '../../../domains/storages/schema';
import { formatAreaRange, sizeBandText } from '../../../domains/storages/size-groups';
import styles from './size-guide.module.css';

/** "0,5–1,5 м²": an area band in Russian notation (the size groups' one formatter). */
export const areaRange = formatAreaRange;

/**
 * The size guide: each size class with its picture (a cell to scale beside a 1.8 m figure), its
 * area and what fits. `current` marks one class (the booking page's size).
 */
export function SizeGuide({
  sizes,
  current,
  title = 'Какой размер выбрать',
  headingLevel = 2,
}: {
  sizes: CellSize[];
  current?: string;
  title?: string;
  headingLevel?: 2 | 3;
}) {
  if (sizes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={styles.guide} aria-labelledby="size-guide-title" data-testid="size-guide">
      <Heading id="size-guide-title" className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {sizes.map((size) => (
          <li
            key={size.code}
            data-size={size.code}
            className={`${styles.item} ${size.code === current ? styles.current : ''}`}
            aria-current={size.code === current ? 'true' : undefined}
          >
            {size.image ? (
              <img
                className={styles.image}
                src={size.image}
                width={480}
                height={360}
                alt={`${size.title}: ячейка в масштабе рядом с человеком`}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div className={styles.body}>
              <Item className={styles.name}>
                {size.title}{' '}
                <span className={styles.area} data-testid="size-band">
                  {sizeBandText(size)}
                </span>
              </Item>
              <p className={styles.fitsTitle}>Что поместится:</p>
              <ul className={styles.fits}>
                {size.fits.map((fit) => (
                  <li key={fit}>{fit}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { Product } from '../../../domains/prokat/catalogue-schema';
import { SmartLink } from '../../shell/smart-link';
import type { PanelLocker } from './place';
import styles from './panel-blocks.module.css';

/**
 * The model lies in no free cell of this locker now (taken since the page was made, or a locker it
 * is not in): where else it is (the model's «Где взять сейчас») and the waitlist of this locker.
 */
export function NotHere({ product, locker, waitlist }: { product: Product; locker: PanelLocker | null; waitlist: ReactNode }) {
  return (
    <section className={styles.block} data-testid="booking-not-here">
      <p className={styles.blockTitle}>
        {locker ? `Сейчас «${product.name}» нет в свободных ячейках этого постамата` : 'Выберите постамат, где инструмент есть сейчас'}
      </p>
      <SmartLink to={`/prokat/katalog/${product.category.slug}/${product.slug}/#where`} className={styles.stepButton}>
        Где он есть сейчас
      </SmartLink>
      {locker ? (
        <>
          <p className={styles.stepText}>Или дождитесь его здесь: когда инструмент вернут, отложим его для вас на 15 минут.</p>
          {waitlist}
        </>
      ) : null}
    </section>
  );
}

import { SmartLink } from '../../shell/smart-link';
import styles from './booking.module.css';
import type { CellPageData } from './cell-booking-page';
import { formatNumber } from '../../../lib/format/number';

/** Cell features as the catalogue names them. */
const FEATURE_TITLES: Record<string, string> = {
  heating: 'отопление',
  access_24h: 'доступ 24/7',
  ground_floor: 'первый этаж',
  near_lift: 'рядом с лифтом',
  shelves: 'стеллажи',
  pallet_access: 'проезд с тележкой',
  video: 'видеонаблюдение',
};

/** The cell's facts, its warehouse address and access hours. */
export function CellInfoCard({ cell, warehouse }: { cell: CellPageData['cell']; warehouse: CellPageData['warehouse'] }) {
  const facts: [string, string][] = [
    ['Размер', `${cell.size_title}`],
    ['Площадь', `${formatNumber(cell.area)} м²`],
    ['Объём', `${formatNumber(cell.volume)} м³`],
    ['Габариты', `${cell.width_cm} × ${cell.depth_cm} × ${cell.height_cm} см`],
    ['Этаж', String(cell.floor)],
  ];
  if (cell.features.length > 0) facts.push(['Особенности', cell.features.map((f) => FEATURE_TITLES[f] ?? f).join(', ')]);

  return (
    <section className={styles.card} aria-labelledby="cell-info-title">
      {warehouse.photo ? (
        <img className={styles.photo} src={warehouse.photo} alt={`Склад ${warehouse.name}`} width={640} height={400} />
      ) : null}
      <h2 id="cell-info-title" className={styles.cardTitle}>
        О ячейке
      </h2>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.cardTitle}>Где и когда</h2>
      <p className={styles.address}>
        {warehouse.address}
        {warehouse.metro ? <span className={styles.muted}> · м. {warehouse.metro}</span> : null}
      </p>
      <p className={styles.muted}>
        Доступ к ячейке: {warehouse.access}. Офис: {warehouse.office}
      </p>
      <SmartLink to={`/storages/${warehouse.slug}/`} className={styles.smallLink}>
        Все ячейки склада
      </SmartLink>
    </section>
  );
}

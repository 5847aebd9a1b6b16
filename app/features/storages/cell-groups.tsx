import { Form } from 'react-router';
import type { CellGroup } from '../../../domains/storages/schema';
import { formatRub } from '../../../lib/format/money';
import { siteConfig } from '../../../lib/site-config';
import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { SmartLink } from '../../shell/smart-link';
import { freeCellsText } from './warehouse-card';
import { sizeBandText } from '../../../domains/storages/size-groups';
import { cellPath } from './storages-seo';
import own from './cell-groups.module.css';
import { stayLabel, stayQuery, type StayView } from './stay-view';
import styles from './warehouse.module.css';

export interface GroupsFilterState {
  onlyFree: boolean;
  features: string[];
  /** The rental the free counts are for; «Выбрать» opens a cell free for it, with these dates. */
  stay?: StayView;
}

const FILTER_FEATURES: [string, string][] = [
  ['access_24h', 'Доступ 24/7'],
  ['ground_floor', 'Первый этаж'],
  ['shelves', 'Стеллажи'],
  ['pallet_access', 'Заезд с паллетой'],
];

/**
 * The warehouse's cells by size: area, price from, free for the chosen dates, and "Выбрать" → the
 * booking page of the first cell free for them, with the same dates.
 */
export function CellGroups({ slug, groups, filter }: { slug: string; groups: CellGroup[]; filter: GroupsFilterState }) {
  const stay = filter.stay;
  const query = stay ? stayQuery(stay) : '';
  return (
    <section className={styles.section} aria-labelledby="cells-title">
      <h2 id="cells-title" className={styles.sectionTitle}>
        Ячейки и цены
      </h2>
      <Form method="get" className={styles.groupFilters} preventScrollReset discover="none">
        {stay ? (
          <div className={own.dates}>
            <label className={own.dateField}>
              Дата начала
              <input
                className={own.dateInput}
                type="date"
                name="start"
                defaultValue={stay.start}
                min={stay.today}
                max={stay.maxStart}
                data-testid="groups-start"
              />
            </label>
            <label className={own.dateField}>
              Срок
              <select className={own.dateInput} name="period" defaultValue={stay.period} data-testid="groups-period">
                {stay.periods.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" name="free" value="1" defaultChecked={filter.onlyFree} /> Только свободные
        </label>
        {FILTER_FEATURES.map(([code, title]) => (
          <label key={code} className={styles.check}>
            <input type="checkbox" name="feature" value={code} defaultChecked={filter.features.includes(code)} /> {title}
          </label>
        ))}
        <button type="submit" className={styles.filterButton}>
          Показать
        </button>
      </Form>
      {stay ? (
        <p className={own.stayNote} data-testid="groups-stay">
          Свободные ячейки — {stayLabel(stay)}
        </p>
      ) : null}
      {groups.length === 0 ? (
        <p className={styles.noGroups}>Таких ячеек нет. Снимите часть фильтров или выберите другой склад.</p>
      ) : (
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group.code} className={styles.group} data-testid="cell-group" data-size={group.code}>
              {group.image ? (
                <img className={styles.groupImage} src={group.image} width={480} height={360} alt="" loading="lazy" decoding="async" />
              ) : null}
              <div className={styles.groupBody}>
                <h3 className={styles.groupTitle}>
                  {group.title}{' '}
                  <span className={styles.groupArea} data-testid="size-band">
                    {sizeBandText(group)}
                  </span>
                </h3>
                <p className={styles.groupFits}>{group.fits.slice(0, 2).join(', ')}</p>
                <div className={styles.groupFoot}>
                  <div>
                    {group.min_price !== null ? (
                      <p className={styles.groupPrice}>
                        от {formatRub(group.min_price)}
                        <span className={styles.per}>/мес</span>
                      </p>
                    ) : null}
                    <p className={group.free_count > 0 ? styles.free : styles.busy} data-testid="group-free">
                      {group.free_count > 0 ? `${freeCellsText(group.free_count)} из ${group.count}` : 'Нет свободных'}
                      {stay ? <span className="visually-hidden"> {stayLabel(stay)}</span> : null}
                    </p>
                  </div>
                  {group.first_free_cell_id !== null ? (
                    <SmartLink
                      to={`${cellPath(slug, group.first_free_cell_id)}${query}`}
                      className={styles.choose}
                      data-testid="choose-cell"
                    >
                      Выбрать
                      <span className="visually-hidden"> {group.title}</span>
                    </SmartLink>
                  ) : (
                    <p className={styles.callback}>
                      {stay ? 'На эти даты всё занято — выберите другие или позвоните ' : 'Позвоните '}
                      <a href={phoneHref(siteConfig.supportPhone)}>{formatPhone(siteConfig.supportPhone)}</a> — сообщим, когда освободится
                    </p>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Form } from 'react-router';
import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { PROKAT_FINES_PATH, PROKAT_PATH, PROKAT_TARIFFS_PATH, postomatPath } from './paths';
import type { TariffPeriod, TariffTableGroup } from './tariff-table';
import styles from './tariffs.module.css';

export interface ProkatTariffsData {
  /** The lockers to choose from, by city. */
  cities: { name: string; postomats: { id: number; number: string; name: string }[] }[];
  /** The chosen locker; null lists every model. */
  chosen: { id: number; number: string; name: string; address: string } | null;
  periods: TariffPeriod[];
  groups: TariffTableGroup[];
  canonical: string;
}

function PostomatChoice({ data }: { data: ProkatTariffsData }) {
  return (
    <Form method="get" action={PROKAT_TARIFFS_PATH} className={styles.choice} discover="none" data-testid="tariffs-postomat-form">
      <label className={styles.choiceField}>
        <span className={styles.choiceLabel}>Постамат</span>
        <select
          key={data.chosen?.id ?? 'all'}
          name="postomat"
          defaultValue={data.chosen ? String(data.chosen.id) : ''}
          className={styles.select}
          data-testid="tariffs-postomat"
        >
          <option value="">Все постаматы</option>
          {data.cities.map((city) => (
            <optgroup key={city.name} label={city.name}>
              {city.postomats.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.number} · {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.submit}>
        Показать
      </button>
    </Form>
  );
}

function GroupTable({ group, periods, withCells }: { group: TariffTableGroup; periods: TariffPeriod[]; withCells: boolean }) {
  const id = `tariffs-${group.slug ?? group.category}`;
  return (
    <section className={styles.group} aria-labelledby={id} data-testid="tariffs-group">
      <h2 id={id} className={styles.groupTitle}>
        {group.category}
      </h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Цены: ${group.category}`}>
        <table className={styles.table} data-testid="prokat-tariff-table">
          <caption className="visually-hidden">Цены проката за весь срок и залог, рублей: {group.category}</caption>
          <thead>
            <tr>
              <th scope="col">Инструмент</th>
              {withCells ? (
                <th scope="col" className={styles.cellCol}>
                  Ячейка
                </th>
              ) : null}
              {periods.map((period) => (
                <th key={period.key} scope="col">
                  {period.title}
                </th>
              ))}
              <th scope="col" className={styles.depositCol}>
                Залог
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key} data-testid="tariff-row">
                <th scope="row">{row.href ? <SmartLink to={row.href}>{row.name}</SmartLink> : row.name}</th>
                {withCells ? (
                  <td className={styles.cellCol} data-testid="tariff-cell">
                    {row.cell ?? '—'}
                  </td>
                ) : null}
                {periods.map((period) => {
                  const price = row.prices[period.key];
                  return <td key={period.key}>{price === undefined ? '—' : formatRub(price)}</td>;
                })}
                <td className={styles.depositCol}>{formatRub(row.deposit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /tariffs/prokat/: the price of every model by period and its deposit; a locker's choice shows its tools with their cells. */
export function ProkatTariffsPage({ data }: { data: ProkatTariffsData }) {
  const rows = data.groups.reduce((sum, group) => sum + group.rows.length, 0);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Прокат инструментов', path: PROKAT_PATH },
          { name: 'Тарифы проката', path: PROKAT_TARIFFS_PATH },
        ]}
      />
      <header className={styles.hero}>
        <h1 className={styles.title}>Тарифы проката</h1>
        <p className={styles.lead}>
          Цена — за весь срок: от часа до недели, чем дольше, тем дешевле сутки. Залог блокируется на карте на время проката и возвращается,
          когда инструмент снова в постамате.
        </p>
      </header>
      <PostomatChoice data={data} />
      {data.chosen ? (
        <p className={styles.chosen} data-testid="tariffs-chosen">
          Инструменты в постамате{' '}
          <SmartLink to={postomatPath(data.chosen.id)}>
            {data.chosen.number} · {data.chosen.name}
          </SmartLink>
          , {data.chosen.address}: {rows > 0 ? 'цены и ячейки, где они лежат.' : 'сейчас в нём нет инструментов.'}
        </p>
      ) : null}
      {data.groups.map((group) => (
        <GroupTable key={group.category} group={group} periods={data.periods} withCells={data.chosen !== null} />
      ))}
      <section className={styles.notes} aria-labelledby="tariffs-notes-title">
        <h2 id="tariffs-notes-title" className={styles.notesTitle}>
          Что ещё важно
        </h2>
        <ul className={styles.noteList}>
          <li>Срок считается с момента, когда ячейка открылась. Вернуть инструмент можно в любой постамат сети.</li>
          <li>
            Если вернуть позже срока, повредить или потерять инструмент, начисляется штраф:{' '}
            <SmartLink to={PROKAT_FINES_PATH}>штрафы проката</SmartLink>.
          </li>
          <li>
            Где что лежит сейчас — на <SmartLink to={PROKAT_PATH}>карте постаматов</SmartLink>.
          </li>
        </ul>
      </section>
    </div>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRub } from '../../../lib/format/money';
import { formatNumber } from '../../../lib/format/number';
import { useViewer } from '../../shell/shell-data';
import { useHydrated } from '../../shell/use-hydrated';
import { CloudCalendar } from './calendar';
import { checkoutHref, clampVolume, cloudChoiceQuery, estimateVolume, type CloudChoice } from './cloud-choice';
import { dayLabel, formatVolume, listedLines, windowLabel } from './cloud-format';
import type { CloudQuote, CloudSite, CloudTariff } from './clouds-api';
import type { CloudQuoteBody } from './page-data';
import styles from './clouds.module.css';
import { useCloudCalendar, useCloudQuote, useCloudTariffs, type CloudCalendarData } from './use-cloud-quote';

export interface CloudCalculatorProps {
  site: CloudSite;
  /** The periods of the first volume, as the server priced them for the page. */
  initialTariffs: { volume: number; tariffs: CloudTariff[] } | null;
  initial: CloudChoice;
  /** The pickup calendar of the first warehouse, as the server read it for the page. */
  initialCalendar?: CloudCalendarData | null;
  /** The page's path: the address keeps the choice there, and the login dialog opens over it. */
  here: string;
  /** The signed-in person's quote of the first choice, computed by the loader. */
  initialQuote?: { body: CloudQuoteBody; quote: CloudQuote } | null;
}

/** The calculator: volume (or an estimate from things), period, pickup day and window, the server's price, «Оформить». */
export function CloudCalculator({
  site,
  initialTariffs,
  initial,
  initialCalendar = null,
  here,
  initialQuote = null,
}: CloudCalculatorProps) {
  const id = useId();
  const viewer = useViewer();
  const navigate = useNavigate();
  const live = useHydrated();
  const [choice, setChoice] = useState<CloudChoice>(initial);
  const [volumeText, setVolumeText] = useState(formatNumber(initial.volume, { maxFraction: 1, grouping: false }));
  const [estimating, setEstimating] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const limits = site.volume;

  const { tariffs } = useCloudTariffs(choice.warehouse, choice.volume, initialTariffs);
  const { months, failed } = useCloudCalendar(choice.warehouse, initialCalendar);
  const period = tariffs.find((t) => t.period_code === choice.period) ?? tariffs[0] ?? null;
  const quoteBody = period ? { warehouse_id: choice.warehouse, volume: choice.volume, period_code: period.period_code } : null;
  const { quote, loading } = useCloudQuote(quoteBody, initialQuote);
  const day = months?.flatMap((m) => m.days).find((d) => d.date === choice.date) ?? null;
  const chosenWindow = day?.windows.find((w) => w.id === choice.window) ?? null;

  // The address keeps the choice (a reload, the login dialog and «Изменить» of the checkout come back to it).
  useEffect(() => {
    const url = `${here}${cloudChoiceQuery({ ...choice, period: period?.period_code ?? choice.period })}`;
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url);
  }, [choice, period, here]);

  const update = (patch: Partial<CloudChoice>) => {
    setMissing(null);
    setChoice((current) => ({ ...current, ...patch }));
  };
  const setVolume = (value: number) => {
    const volume = clampVolume(value, limits);
    setVolumeText(formatNumber(volume, { maxFraction: 1, grouping: false }));
    update({ volume });
  };

  function submit() {
    if (!period) return;
    if (!day || !chosenWindow) {
      setMissing(day ? 'Выберите время, когда приехать грузчикам' : 'Выберите день, когда забрать вещи');
      return;
    }
    void navigate(checkoutHref({ ...choice, period: period.period_code }, Boolean(viewer), here), { preventScrollReset: true });
  }

  const warehouse = site.warehouses.find((w) => w.id === choice.warehouse);
  return (
    <div className={styles.calculator} data-testid="cloud-calculator">
      <div className={styles.calcMain}>
        {site.warehouses.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-warehouse`} className={styles.label}>
              Склад
            </label>
            <select
              id={`${id}-warehouse`}
              className={styles.input}
              value={choice.warehouse}
              onChange={(event) => update({ warehouse: Number(event.target.value), date: '', window: null })}
            >
              {site.warehouses.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Объём вещей</legend>
          <div className={styles.volumeRow}>
            <button
              type="button"
              className={styles.stepper}
              onClick={() => setVolume(choice.volume - limits.step)}
              disabled={!live || choice.volume <= limits.min}
              aria-label="Меньше на 0,1 м³"
              data-testid="volume-minus"
            >
              −
            </button>
            <label className={styles.volumeField}>
              <span className="visually-hidden">Объём в кубических метрах</span>
              <input
                className={styles.volumeInput}
                inputMode="decimal"
                value={volumeText}
                onChange={(event) => setVolumeText(event.target.value)}
                onBlur={() => setVolume(Number(volumeText.replace(',', '.')))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    setVolume(Number(volumeText.replace(',', '.')));
                  }
                }}
                disabled={!live}
                data-testid="volume-input"
              />
              <span className={styles.volumeUnit}>м³</span>
            </label>
            <button
              type="button"
              className={styles.stepper}
              onClick={() => setVolume(choice.volume + limits.step)}
              disabled={!live || choice.volume >= limits.max}
              aria-label="Больше на 0,1 м³"
              data-testid="volume-plus"
            >
              +
            </button>
          </div>
          <p className={styles.hint}>
            От {formatVolume(limits.min)} до {formatVolume(limits.max)}. Кладовка 1 м³ — примерно 10 коробок или велосипед с парой сумок.
          </p>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setEstimating((open) => !open)}
            aria-expanded={estimating}
            disabled={!live || site.estimates.length === 0}
            data-testid="estimate-toggle"
          >
            {estimating ? 'Скрыть подсчёт' : 'Не знаете объём? Посчитаем по вещам'}
          </button>
          {estimating ? (
            <Estimator
              site={site}
              onApply={(volume) => {
                setVolume(volume);
                setEstimating(false);
              }}
            />
          ) : null}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Срок хранения</legend>
          {tariffs.length === 0 ? (
            <p className={styles.hint}>Загружаем тарифы…</p>
          ) : (
            <div className={styles.periods}>
              {tariffs.map((t) => (
                <label
                  key={t.period_code}
                  className={`${styles.period} ${period?.period_code === t.period_code ? styles.periodOn : ''}`}
                  data-testid={`period-${t.period_code}`}
                >
                  <input
                    type="radio"
                    name={`${id}-period`}
                    value={t.period_code}
                    checked={period?.period_code === t.period_code}
                    onChange={() => update({ period: t.period_code })}
                  />
                  <span className={styles.periodHead}>
                    <span className={styles.periodTitle}>{t.title}</span>
                    {t.discount_percent > 0 ? <span className={styles.badge}>−{t.discount_percent} %</span> : null}
                  </span>
                  <span className={styles.periodPrice}>{formatRub(t.month_in_period)} в месяц</span>
                  <span className={styles.periodTotal}>
                    {t.base_total > t.price_total ? <s className={styles.muted}>{formatRub(t.base_total)}</s> : null}{' '}
                    {formatRub(t.price_total)} за срок
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Когда забрать вещи</legend>
          <div className={styles.when}>
            {months ? (
              <CloudCalendar months={months} value={choice.date} onPick={(picked) => update({ date: picked.date, window: null })} />
            ) : (
              <p className={styles.hint}>{failed ? 'Не удалось загрузить календарь — обновите страницу.' : 'Загружаем свободные дни…'}</p>
            )}
            {day ? (
              <div className={styles.windows} role="radiogroup" aria-label={`Время ${dayLabel(day.date)}`}>
                {day.windows.map((w) => (
                  <label
                    key={w.id}
                    className={`${styles.window} ${choice.window === w.id ? styles.windowOn : ''} ${w.free ? '' : styles.windowOff}`}
                    data-testid={`window-${w.id}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-window`}
                      value={w.id}
                      checked={choice.window === w.id}
                      disabled={!w.free}
                      onChange={() => update({ window: w.id })}
                    />
                    {windowLabel(w)}
                    {w.free ? null : <span className={styles.windowNote}>занято</span>}
                  </label>
                ))}
              </div>
            ) : null}
          </div>
          <p className={styles.hint}>
            Грузчики приедут в выбранный интервал. Время можно поменять не позже чем за {site.cutoff_hours} ч до начала.
          </p>
        </fieldset>
      </div>

      <aside className={styles.summary} aria-label="Стоимость">
        <h3 className={styles.summaryTitle}>Стоимость</h3>
        <dl className={styles.summaryFacts}>
          <div>
            <dt>Объём</dt>
            <dd data-testid="summary-volume">{formatVolume(choice.volume)}</dd>
          </div>
          {period ? (
            <div>
              <dt>Срок</dt>
              <dd>{period.title}</dd>
            </div>
          ) : null}
          <div>
            <dt>Вывоз</dt>
            <dd data-testid="summary-window">
              {day && chosenWindow ? `${dayLabel(day.date)}, ${windowLabel(chosenWindow)}` : 'не выбран'}
            </dd>
          </div>
          {warehouse && site.warehouses.length > 1 ? (
            <div>
              <dt>Склад</dt>
              <dd>{warehouse.name}</dd>
            </div>
          ) : null}
        </dl>
        {quote ? (
          <dl className={styles.lines} aria-busy={loading}>
            {listedLines(quote.price.lines).map((line, index) => (
              <div key={`${index}-${line.title}`} className={styles.line}>
                <dt>{line.title}</dt>
                <dd className={line.amount < 0 ? styles.discount : undefined}>
                  {line.amount < 0 ? `−${formatRub(-line.amount)}` : formatRub(line.amount)}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.total} aria-live="polite">
          <span>Итого за срок</span>
          <strong data-testid="cloud-total" data-amount={quote?.price.total ?? period?.price_total ?? ''} aria-busy={loading}>
            {quote ? formatRub(quote.price.total) : period ? formatRub(period.price_total) : '—'}
          </strong>
        </p>
        <p className={styles.hint}>
          Вывоз включён в цену.
          {site.return_delivery_price !== null ? ` Вернуть вещи — ${formatRub(site.return_delivery_price)} за поездку.` : ''}
        </p>
        {missing ? (
          <p className={styles.error} role="alert" data-testid="calculator-missing">
            {missing}
          </p>
        ) : null}
        <button
          type="button"
          className={`btn btn-primary ${styles.submit}`}
          onClick={submit}
          disabled={!live || !period}
          data-testid="cloud-checkout"
        >
          Оформить
        </button>
        {!viewer ? <p className={styles.hint}>Оформим после входа по номеру телефона — выбор сохранится.</p> : null}
      </aside>
    </div>
  );
}

/** Counters of things a person owns; their volumes add up to an estimate the calculator takes. */
function Estimator({ site, onApply }: { site: CloudSite; onApply: (volume: number) => void }) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const groups = useMemo(() => {
    const map = new Map<string, CloudSite['estimates']>();
    for (const item of site.estimates) map.set(item.group, [...(map.get(item.group) ?? []), item]);
    return [...map.entries()];
  }, [site.estimates]);
  const any = Object.values(counts).some((n) => n > 0);
  const volume = estimateVolume(counts, site.estimates, site.volume);
  const change = (code: string, delta: number) => setCounts((c) => ({ ...c, [code]: Math.max(0, Math.min(99, (c[code] ?? 0) + delta)) }));
  return (
    <div className={styles.estimator} data-testid="estimator">
      {groups.map(([group, items]) => (
        <div key={group} className={styles.estimateGroup}>
          <p className={styles.estimateGroupTitle}>{group}</p>
          <ul className={styles.estimateList}>
            {items.map((item) => (
              <li key={item.code} className={styles.estimateItem} data-testid={`estimate-${item.code}`}>
                <span className={styles.estimateTitle}>
                  {item.title}
                  <span className={styles.muted}> · {formatVolume(item.volume, 2)}</span>
                </span>
                <span className={styles.counter}>
                  <button
                    type="button"
                    className={styles.counterButton}
                    onClick={() => change(item.code, -1)}
                    disabled={!counts[item.code]}
                    aria-label={`Убрать: ${item.title}`}
                  >
                    −
                  </button>
                  <output className={styles.counterValue} aria-live="polite" aria-label={`${item.title}: количество`}>
                    {counts[item.code] ?? 0}
                  </output>
                  <button
                    type="button"
                    className={styles.counterButton}
                    onClick={() => change(item.code, 1)}
                    aria-label={`Добавить: ${item.title}`}
                    data-testid={`estimate-${item.code}-plus`}
                  >
                    +
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={styles.estimateFoot}>
        <p className={styles.estimateResult} data-testid="estimate-result">
          {any ? `Примерно ${formatVolume(volume)}` : 'Отметьте, что хотите отдать на хранение'}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => onApply(volume)} disabled={!any} data-testid="estimate-apply">
          Взять этот объём
        </button>
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { cloudCabinetApi, type SlotMonths, type SlotWindow } from './api';
import { dayOf, hm } from './format';
import styles from './cloud-cabinet.module.css';

export interface PickedWindow {
  id: number;
  date: string;
  time_from: string;
  time_to: string;
}

const isFree = (free: number | boolean) => (typeof free === 'number' ? free > 0 : free);

/** The free windows of a warehouse: a row of days, then that day's windows (GET …/site/slots/months-and-days). */
export function WindowPicker({
  warehouseId,
  value,
  onChange,
}: {
  warehouseId: number | null;
  value: PickedWindow | null;
  onChange: (window: PickedWindow) => void;
}) {
  const [slots, setSlots] = useState<SlotMonths | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState<string | null>(value?.date ?? null);

  useEffect(() => {
    if (warehouseId == null) return;
    let live = true;
    setFailed(false);
    cloudCabinetApi
      .slots(warehouseId)
      .then((answer) => live && setSlots(answer))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [warehouseId]);

  if (failed) return <p className={styles.error}>Не удалось загрузить свободное время. Обновите страницу</p>;
  if (!slots) return <p className={styles.muted}>Загружаем свободное время…</p>;
  const days = slots.months.flatMap((m) => m.days).filter((d) => isFree(d.free) && d.windows.some((w) => isFree(w.free)));
  if (days.length === 0) return <p className={styles.muted}>Свободного времени пока нет</p>;
  const chosenDay = days.find((d) => d.date === day) ?? days[0]!;
  const pick = (w: SlotWindow) => onChange({ id: w.id, date: chosenDay.date, time_from: w.time_from, time_to: w.time_to });

  return (
    <div className={styles.field} data-testid="window-picker">
      <div className={styles.days} role="group" aria-label="День">
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            className={d.date === chosenDay.date ? styles.dayActive : styles.dayButton}
            aria-pressed={d.date === chosenDay.date}
            onClick={() => setDay(d.date)}
          >
            {dayOf(d.date).slice(0, 5)}
          </button>
        ))}
      </div>
      <div className={styles.windows} role="radiogroup" aria-label="Время">
        {chosenDay.windows.map((w) => (
          <label key={w.id} className={styles.choice}>
            <input
              type="radio"
              name="cloud-window"
              value={w.id}
              checked={value?.id === w.id}
              disabled={!isFree(w.free)}
              onChange={() => pick(w)}
            />
            <span>
              {hm(w.time_from)}–{hm(w.time_to)}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

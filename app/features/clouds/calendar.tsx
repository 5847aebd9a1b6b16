import { useState } from 'react';
import styles from './clouds.module.css';
import type { CloudDay, CloudMonth } from './clouds-api';
import { dayLabel } from './cloud-format';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

/** Monday-first weekday of a YYYY-MM-DD (0 = Monday). */
function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

const dayNumber = (date: string) => Number(date.slice(8, 10));

/** A month at a time: the days with a free window can be picked, the others are disabled. */
export function CloudCalendar({ months, value, onPick }: { months: CloudMonth[]; value: string; onPick: (day: CloudDay) => void }) {
  const chosenMonth = months.findIndex((m) => m.days.some((d) => d.date === value));
  const firstFree = months.findIndex((m) => m.days.some((d) => d.free));
  const [index, setIndex] = useState(Math.max(0, chosenMonth >= 0 ? chosenMonth : firstFree));
  const month = months[Math.min(index, months.length - 1)];
  if (!month) return null;
  const lead = month.days.length > 0 ? weekday(month.days[0]!.date) : 0;
  return (
    <div className={styles.calendar} data-testid="cloud-calendar">
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.calendarNav}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
          disabled={index === 0}
          aria-label="Предыдущий месяц"
        >
          ‹
        </button>
        <p className={styles.calendarTitle} aria-live="polite">
          {month.title}
        </p>
        <button
          type="button"
          className={styles.calendarNav}
          onClick={() => setIndex((i) => Math.min(months.length - 1, i + 1))}
          disabled={index >= months.length - 1}
          aria-label="Следующий месяц"
          data-testid="calendar-next"
        >
          ›
        </button>
      </div>
      <div className={styles.calendarGrid} role="group" aria-label={`Дни: ${month.title}`}>
        {WEEKDAYS.map((name) => (
          <span key={name} className={styles.weekday} aria-hidden>
            {name}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`gap-${i}`} aria-hidden />
        ))}
        {month.days.map((day) => (
          <button
            key={day.date}
            type="button"
            className={`${styles.day} ${day.date === value ? styles.dayOn : ''}`}
            disabled={!day.free}
            aria-pressed={day.date === value}
            aria-label={`${dayLabel(day.date)}${day.free ? '' : ', нет свободных интервалов'}`}
            onClick={() => onPick(day)}
            data-testid={`calendar-day-${day.date}`}
          >
            {dayNumber(day.date)}
          </button>
        ))}
      </div>
    </div>
  );
}

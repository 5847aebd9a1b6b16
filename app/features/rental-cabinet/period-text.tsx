import { Fragment } from 'react';
import { rentalPeriodParts } from './format';
import s from './rental-cabinet.module.css';

/** A rental's period in the locker's time zone; a line breaks only between its ends, never inside a date. */
export function PeriodText({ from, to, timeZone }: { from: string | null; to: string | null; timeZone: string | null }) {
  return rentalPeriodParts(from, to, timeZone).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' — ' : null}
      <span className={s.nowrap}>{part}</span>
    </Fragment>
  ));
}

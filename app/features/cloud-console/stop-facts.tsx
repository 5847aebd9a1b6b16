import { formatPhone, phoneHref } from '../../../lib/format/phone';
import css from './cloud-console.module.css';
import { addressText, floorText, mapHref, windowText } from './titles';
import type { StaffRequest } from './types';

/** What the crew needs at the door, in reading order; the phone and the map open their apps. */
export function StopFacts({ request }: { request: StaffRequest }) {
  const { address } = request;
  return (
    <>
      <dl className={css.facts}>
        <div>
          <dt>Окно</dt>
          <dd>{windowText(request)}</dd>
        </div>
        <div>
          <dt>Адрес</dt>
          <dd data-testid="stop-address">{addressText(address)}</dd>
        </div>
        <div>
          <dt>Этаж и лифт</dt>
          <dd>{floorText(address)}</dd>
        </div>
        {address.intercom ? (
          <div>
            <dt>Домофон</dt>
            <dd>{address.intercom}</dd>
          </div>
        ) : null}
        <div>
          <dt>Клиент</dt>
          <dd>{request.contact_name}</dd>
        </div>
        {request.comment ? (
          <div>
            <dt>Комментарий</dt>
            <dd>{request.comment}</dd>
          </div>
        ) : null}
      </dl>
      <div className={css.links}>
        <a className={`btn btn-secondary ${css.wide}`} href={phoneHref(request.contact_phone)} data-testid="stop-call">
          Позвонить
        </a>
        <a className={`btn btn-secondary ${css.wide}`} href={mapHref(address)} target="_blank" rel="noreferrer" data-testid="stop-map">
          Карта
        </a>
      </div>
      <p className="visually-hidden">{formatPhone(request.contact_phone)}</p>
    </>
  );
}

import { formatTime } from '../../../lib/format/dates';
import { formatPhone, phoneDigits, phoneHref } from '../../../lib/format/phone';
import { adminStyles as styles } from '../admin';
import { addressText, floorText, REQUEST_TYPE_TITLES, volumeOf, volumeText } from './titles';
import type { StaffRequest } from './types';

/** The status of a request as a badge: waiting ones stand out, finished ones are green, canceled red. */
export function StatusBadge({ request }: { request: Pick<StaffRequest, 'status' | 'status_title'> }) {
  const tone =
    request.status === 'MOVER_AWAITED'
      ? styles.badgeNew
      : request.status === 'COMPLETED'
        ? styles.badgeOk
        : request.status === 'CANCELED'
          ? styles.badgeOff
          : '';
  return (
    <span className={`${styles.badge} ${tone}`} data-testid="cloud-request-status" data-status={request.status}>
      {request.status_title}
    </span>
  );
}

/** The dispatcher's lines of a request: who, where, how high, how much. */
export function RequestFacts({ request }: { request: StaffRequest }) {
  const phone = request.contact_phone;
  return (
    <>
      <p className={styles.cardTitle}>
        №{request.id} · {REQUEST_TYPE_TITLES[request.type]} · {request.contact_name} <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
      </p>
      <p className={styles.meta} data-testid="cloud-request-address">
        {addressText(request.address)} · {floorText(request.address)}
        {` · ${volumeText(volumeOf(request))}`}
      </p>
      {request.client_phone && phoneDigits(request.client_phone) !== phoneDigits(phone) ? (
        <p className={styles.meta}>
          Профиль клиента: {request.client_name ?? ''} <a href={phoneHref(request.client_phone)}>{formatPhone(request.client_phone)}</a>
        </p>
      ) : null}
      <EtaOutsideWindow request={request} />
      {request.comment ? <p className={styles.text}>{request.comment}</p> : null}
    </>
  );
}

/** The crew on its way arrives outside the client's window: the dispatcher sees when and the mover's reason. */
function EtaOutsideWindow({ request }: { request: StaffRequest }) {
  if (request.status !== 'MOVER_ON_WAY' || !request.eta_at) return null;
  const eta = Date.parse(request.eta_at);
  const late = eta > Date.parse(request.window.ends_at);
  if (!late && eta >= Date.parse(request.window.starts_at)) return null;
  const reason = request.events.findLast((e) => e.to === 'MOVER_ON_WAY')?.note;
  return (
    <p className={styles.meta} data-testid="cloud-request-eta-outside">
      {late ? 'Опаздывают' : 'Раньше окна'}: будут к {formatTime(request.eta_at)}
      {reason ? ` — ${reason}` : ''}
    </p>
  );
}

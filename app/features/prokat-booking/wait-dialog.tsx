import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../shell/dialogs/dialog';
import { useViewer } from '../../shell/shell-data';
import { withBooking } from './booking-address';
import { idOf, loginHref } from './booking-query';
import type { PanelPlace } from './place';
import { WaitlistButton } from './waitlist-button';
import blocks from './panel-blocks.module.css';
import styles from './prokat-booking.module.css';

/**
 * «Сообщить, когда освободится» on the page of a model that lies in no locker now: the person picks
 * the locker where they would take it (the page's lockers by city) and joins its waitlist. The
 * locker chosen stays in the address (`wait=<id>`), so a guest comes back to it after the login.
 */
export default function WaitDialog({ place }: { place: Extract<PanelPlace, { page: 'model' }> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useViewer() !== null;
  const id = useId();
  const params = new URLSearchParams(location.search);
  const [chosen, setChosen] = useState(() => idOf(params.get('wait')));
  // Back from the login with `go=wait`: the locker chosen before is joined at once (only that one).
  const [auto] = useState(() => (params.get('go') === 'wait' ? idOf(params.get('wait')) : null));
  const wait = chosen === null ? 'choose' : String(chosen);

  useEffect(() => {
    const query = withBooking(window.location.search, { wait });
    if (window.location.search !== query) window.history.replaceState(window.history.state, '', `${location.pathname}${query}`);
  }, [wait, location.pathname]);

  const close = () => void navigate(`${location.pathname}${withBooking(location.search)}`, { replace: true, preventScrollReset: true });
  const toLogin = () => void navigate(loginHref(location.pathname, withBooking('', { wait }), 'wait'), { preventScrollReset: true });

  return (
    <Dialog open onClose={close} title="Сообщить, когда освободится" size="popup" testId="wait-dialog">
      <div className={styles.body}>
        {place.options.length > 0 ? (
          <p className={blocks.stepText} data-testid="wait-model-free">
            «{place.product.name}» есть в постаматах сейчас — забронируйте его в списке «Где взять сейчас».
          </p>
        ) : (
          <>
            <p className={blocks.stepText}>
              Выберите постамат, где вам удобно взять «{place.product.name}». Когда инструмент окажется там, отложим его для вас на 15 минут
              и пришлём уведомление.
            </p>
            <label className={blocks.step} htmlFor={`${id}-locker`}>
              <span className={blocks.blockTitle}>Постамат</span>
              <select
                id={`${id}-locker`}
                className={blocks.select}
                value={chosen ?? ''}
                onChange={(event) => setChosen(idOf(event.target.value))}
                data-testid="wait-locker"
              >
                <option value="">Выберите постамат</option>
                {place.waitLockers.map((city) => (
                  <optgroup key={city.city} label={city.city}>
                    {city.lockers.map((locker) => (
                      <option key={locker.id} value={locker.id}>
                        {locker.number} · {locker.name}, {locker.address}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <WaitlistButton
              key={chosen ?? 0}
              postomatId={chosen}
              slug={place.product.slug}
              signedIn={signedIn}
              auto={auto !== null && auto === chosen}
              onGuest={toLogin}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

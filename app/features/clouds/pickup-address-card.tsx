import { useId, useState } from 'react';
import type { AddressView } from '../../../domains/addresses/schema';
import { Dialog } from '../../shell/dialogs/dialog';
import { TextField } from '../../shell/forms/text-field';
import { useHydrated } from '../../shell/use-hydrated';
import { AddressForm, ZoneBadge, type PickContext } from '../addresses';
import styles from './clouds.module.css';

/** Where the movers come: the floor and the lifts, as the checkout keeps them. */
export interface PickupPlace {
  floor: string;
  passenger_elevator: boolean;
  service_lift: boolean;
}

/**
 * «Откуда забрать» of the checkout: the account's addresses with their zones, a new one added in a
 * dialog (with the map's search), the floor and the lifts.
 */
export function PickupAddressCard({
  addresses,
  addressId,
  onChoose,
  onAdded,
  pick,
  place,
  onPlace,
  errors,
}: {
  addresses: AddressView[];
  addressId: number | null;
  onChoose: (address: AddressView) => void;
  onAdded: (address: AddressView) => void;
  pick: PickContext;
  place: PickupPlace;
  onPlace: (patch: Partial<PickupPlace>) => void;
  errors: Record<string, string | undefined>;
}) {
  const id = useId();
  const live = useHydrated();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-address`}>
        <div className={styles.cardHead}>
          <h2 id={`${id}-address`} className={styles.cardTitle}>
            Откуда забрать
          </h2>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setAdding(true)}
            disabled={!live}
            data-testid="checkout-add-address"
          >
            Добавить адрес
          </button>
        </div>
        {addresses.length === 0 ? <p className={styles.hint}>Адресов пока нет — добавьте, откуда грузчикам забрать вещи.</p> : null}
        <div
          className={styles.addresses}
          role="radiogroup"
          aria-label="Адрес"
          aria-describedby={errors.address_id ? `${id}-address-error` : undefined}
        >
          {addresses.map((a) => (
            <label
              key={a.id}
              className={`${styles.addressOption} ${addressId === a.id ? styles.periodOn : ''}`}
              data-testid="checkout-address"
            >
              <input type="radio" name={`${id}-address`} checked={addressId === a.id} onChange={() => onChoose(a)} />
              <span className={styles.addressLine}>
                {a.address}
                {a.flat ? `, кв. ${a.flat}` : ''}
              </span>
              <ZoneBadge inZone={a.in_zone} surcharge={a.zone?.surcharge ?? null} />
            </label>
          ))}
        </div>
        {errors.address_id ? (
          <p id={`${id}-address-error`} className={styles.error} role="alert" data-testid="checkout-address-error">
            {errors.address_id}
          </p>
        ) : null}
        <div className={styles.grid2}>
          <TextField
            id={`${id}-floor`}
            label="Этаж"
            optional={styles.optional}
            value={place.floor}
            onChange={(value) => onPlace({ floor: value })}
            inputMode="numeric"
            maxLength={4}
            error={errors.floor}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={place.passenger_elevator} onChange={(e) => onPlace({ passenger_elevator: e.target.checked })} />
          Есть пассажирский лифт
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={place.service_lift} onChange={(e) => onPlace({ service_lift: e.target.checked })} />
          Есть грузовой лифт
        </label>
      </section>
      <Dialog open={adding} onClose={() => setAdding(false)} title="Новый адрес" size="personal-data" testId="address-dialog">
        {adding ? (
          <AddressForm
            initial={null}
            pick={pick}
            onSaved={(saved) => {
              onAdded(saved);
              setAdding(false);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

import { useId } from 'react';
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
 * «Откуда забрать» of the checkout: the account's addresses with their zones, the floor and the
 * lifts. «Добавить адрес» asks the page for `NewPickupAddressDialog`, which the page renders outside
 * its own form: the address form inside the checkout's would be a form in a form, and the browser
 * submits the inner one natively (its submit event stops at the outer form, so React never sees it).
 */
export function PickupAddressCard({
  addresses,
  addressId,
  onChoose,
  onAdd,
  place,
  onPlace,
  errors,
}: {
  addresses: AddressView[];
  addressId: number | null;
  onChoose: (address: AddressView) => void;
  onAdd: () => void;
  place: PickupPlace;
  onPlace: (patch: Partial<PickupPlace>) => void;
  errors: Record<string, string | undefined>;
}) {
  const id = useId();
  const live = useHydrated();
  return (
    <section className={styles.card} aria-labelledby={`${id}-address`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-address`} className={styles.cardTitle}>
          Откуда забрать
        </h2>
        <button type="button" className={styles.linkButton} onClick={onAdd} disabled={!live} data-testid="checkout-add-address">
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
  );
}

/** The new address of the checkout, in a dialog: rendered by the page outside its form. */
export function NewPickupAddressDialog({
  open,
  onClose,
  onAdded,
  pick,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (address: AddressView) => void;
  pick: PickContext;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Новый адрес" size="personal-data" testId="address-dialog">
      {open ? <AddressForm initial={null} pick={pick} onSaved={onAdded} /> : null}
    </Dialog>
  );
}

import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ADDRESS_RULES } from '../../../domains/addresses/rules';
import type { AddressView } from '../../../domains/addresses/schema';
import { Dialog } from '../../shell/dialogs/dialog';
import { ConfirmRemoveDialog } from '../../shell/dialogs/confirm-remove-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { AddressForm, type PickContext } from './address-form';
import { addressesApi } from './addresses-api';
import { ZoneBadge } from './zone-badge';
import styles from './addresses.module.css';

/** How to get in, in one line: «кв. 12 · подъезд 2 · этаж 3 · домофон 12К · пассажирский лифт». */
function detailsLine(a: AddressView): string {
  return [
    a.flat ? `кв. ${a.flat}` : null,
    a.entrance ? `подъезд ${a.entrance}` : null,
    a.floor !== null ? `этаж ${a.floor}` : null,
    a.intercom ? `домофон ${a.intercom}` : null,
    a.passenger_elevator ? 'пассажирский лифт' : null,
    a.service_lift ? 'грузовой лифт' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: AddressView } | null;

/**
 * «Адреса» (/cabinet/addresses/ and its webview twin): where movers bring things to and take them
 * from. Each address shows whether it is in a delivery zone; deleting hides it (orders keep it).
 */
export function AddressesPage({ addresses, pick }: { addresses: AddressView[]; pick: PickContext }) {
  const { show, showError } = useSnackbar();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AddressView | null>(null);
  const [busy, setBusy] = useState(false);
  const full = addresses.length >= ADDRESS_RULES.liveAddressesPerUser;

  async function remove(address: AddressView) {
    setBusy(true);
    try {
      await addressesApi.remove(address.id);
      setRemoving(null);
      show({ text: 'Адрес удалён', color: 'success', icon: 'success' });
      await revalidate();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className={styles.title}>Адреса</h1>
      <p className={styles.lead}>Куда привезти вещи и откуда их забрать. Мы проверим, входит ли адрес в зону доставки.</p>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ kind: 'new' })}
          disabled={full}
          data-testid="address-add"
        >
          Добавить адрес
        </button>
        {full ? (
          <p className={styles.hint}>Сохранено {ADDRESS_RULES.liveAddressesPerUser} адресов — больше нельзя. Удалите ненужный.</p>
        ) : null}
      </div>
      {addresses.length === 0 ? (
        <div className={styles.empty}>
          <p>Адресов пока нет. Добавьте адрес — он пригодится, когда понадобится привезти или забрать вещи.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Мои адреса">
          {addresses.map((a) => (
            <li key={a.id} className={styles.card} data-testid="address-card">
              <div className={styles.cardBody}>
                <p className={styles.cardAddress}>{a.address}</p>
                {detailsLine(a) ? <p className={styles.cardDetails}>{detailsLine(a)}</p> : null}
                {a.comment ? <p className={styles.cardDetails}>{a.comment}</p> : null}
                <ZoneBadge inZone={a.in_zone} surcharge={a.zone?.surcharge ?? null} city={a.city} />
              </div>
              <div className={styles.cardActions}>
                <button type="button" className="btn btn-secondary" onClick={() => setEditing({ kind: 'edit', address: a })}>
                  Изменить
                </button>
                <button type="button" className={styles.dangerButton} onClick={() => setRemoving(a)}>
                  Удалить
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? 'Изменить адрес' : 'Новый адрес'}
        size="personal-data"
        testId="address-dialog"
      >
        {editing ? (
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            initial={editing.kind === 'edit' ? editing.address : null}
            pick={pick}
            onSaved={async () => {
              show({ text: editing.kind === 'edit' ? 'Адрес изменён' : 'Адрес добавлен', color: 'success', icon: 'success' });
              setEditing(null);
              await revalidate();
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmRemoveDialog
        item={removing}
        title="Удалить адрес?"
        name={(a) => a.address}
        note="Он пропадёт из списка. Заказы, в которых он указан, сохранят его."
        busy={busy}
        onConfirm={(item) => void remove(item)}
        onClose={() => setRemoving(null)}
        testId="address-remove-dialog"
      />
    </>
  );
}

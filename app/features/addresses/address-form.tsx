import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { AddressView, DeliveryCheck, SuggestionView } from '../../../domains/addresses/schema';
import { ApiError } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { addressesApi, type AddressDraft } from './addresses-api';
import { AddressSearch } from './address-search';
import { focusAtEnd } from '../../shell/forms/focus-at-end';
import { ListPick, type PickCity } from './list-pick';
import { ZoneBadge } from './zone-badge';
import styles from './addresses.module.css';

// Yandex Maps is loaded only when asked for on this page.
const YandexMapPick = lazy(() => import('./yandex-map-pick'));

export interface PickContext {
  cities: (PickCity & { latitude: number; longitude: number })[];
  cityId: number;
  yandexMapsKey: string | null;
  /** Set while an order is placed: the zone badge answers for this warehouse's city alone. */
  warehouseId?: number;
}

interface Point {
  address: string;
  latitude: number;
  longitude: number;
  fias_id: string | null;
}

const text = (value: string) => (value.trim() ? value.trim() : null);

/** The add and edit form: the house (search, list or map), then the details of the way in. */
export function AddressForm({
  initial,
  pick,
  onSaved,
}: {
  initial: AddressView | null;
  pick: PickContext;
  onSaved: (saved: AddressView) => void;
}) {
  const { showError } = useSnackbar();
  const searchRef = useRef<HTMLInputElement>(null);
  const [point, setPoint] = useState<Point | null>(initial);
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<'search' | 'list' | 'map'>('search');
  const [check, setCheck] = useState<DeliveryCheck | null>(null);
  const [fields, setFields] = useState({
    flat: initial?.flat ?? '',
    entrance: initial?.entrance ?? '',
    floor: initial?.floor === null || initial?.floor === undefined ? '' : String(initial.floor),
    intercom: initial?.intercom ?? '',
    comment: initial?.comment ?? '',
    passenger_elevator: initial?.passenger_elevator ?? false,
    service_lift: initial?.service_lift ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!point) {
      setCheck(null);
      return;
    }
    let gone = false;
    addressesApi.delivery(point.latitude, point.longitude, pick.warehouseId).then(
      (answer) => !gone && setCheck(answer),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [point, pick.warehouseId]);

  const choose = (house: SuggestionView) => {
    setPoint({ address: house.value, latitude: house.latitude!, longitude: house.longitude!, fias_id: house.fias_id });
    setMode('search');
    setQuery('');
  };

  const set = (name: keyof typeof fields) => (value: string | boolean) => setFields((f) => ({ ...f, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!point) {
      setErrors({ address: 'Выберите адрес из подсказок' });
      searchRef.current?.focus();
      return;
    }
    const floor = fields.floor.trim();
    if (floor && !/^-?\d{1,3}$/.test(floor)) {
      setErrors({ floor: 'Этаж — целое число' });
      return;
    }
    const draft: AddressDraft = {
      address: point.address,
      latitude: point.latitude,
      longitude: point.longitude,
      fias_id: point.fias_id,
      flat: text(fields.flat),
      entrance: text(fields.entrance),
      floor: floor ? Number(floor) : null,
      intercom: text(fields.intercom),
      comment: text(fields.comment),
      passenger_elevator: fields.passenger_elevator,
      service_lift: fields.service_lift,
    };
    setBusy(true);
    setErrors({});
    try {
      onSaved(await addressesApi.save(draft, initial?.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const city = pick.cities.find((c) => c.id === pick.cityId) ?? pick.cities[0];
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
      {point ? (
        <div className={styles.chosen} data-testid="chosen-address">
          <p className={styles.chosenLine}>{point.address}</p>
          <div className={styles.chosenMeta}>
            <ZoneBadge
              inZone={check ? check.deliverable : null}
              surcharge={check?.surcharge ?? null}
              city={pick.warehouseId === undefined ? check?.city : null}
            />
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setPoint(null);
                focusAtEnd(searchRef);
              }}
            >
              Другой адрес
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.pickArea}>
          <AddressSearch value={query} onChange={setQuery} onPick={choose} inputRef={searchRef} warehouseId={pick.warehouseId} />
          {errors.address ? (
            <p className={styles.error} role="alert">
              {errors.address}
            </p>
          ) : null}
          <div className={styles.pickModes}>
            {pick.yandexMapsKey ? (
              <button type="button" className={styles.linkButton} onClick={() => setMode(mode === 'map' ? 'search' : 'map')}>
                {mode === 'map' ? 'Скрыть карту' : 'Выбрать на карте'}
              </button>
            ) : null}
            <button type="button" className={styles.linkButton} onClick={() => setMode(mode === 'list' ? 'search' : 'list')}>
              {mode === 'list' ? 'Скрыть список' : 'Выбрать из списка'}
            </button>
          </div>
          {mode === 'map' && pick.yandexMapsKey && city ? (
            <Suspense fallback={<p className={styles.hint}>Загружаем карту…</p>}>
              <YandexMapPick
                apiKey={pick.yandexMapsKey}
                center={[city.latitude, city.longitude]}
                onPick={choose}
                onUnavailable={() => setMode('list')}
              />
            </Suspense>
          ) : null}
          {mode === 'list' ? (
            <ListPick
              cities={pick.cities}
              cityId={pick.cityId}
              onHouse={choose}
              onStreet={(street) => {
                setMode('search');
                setQuery(`${street}, `);
                focusAtEnd(searchRef);
              }}
            />
          ) : null}
        </div>
      )}
      <fieldset className={styles.details}>
        <legend className={styles.legend}>Как попасть</legend>
        <p className={styles.hint}>Всё необязательно, но так курьеру и грузчикам проще вас найти.</p>
        <div className={styles.grid}>
          <Field label="Квартира, офис" value={fields.flat} onChange={set('flat')} maxLength={20} error={errors.flat} name="flat" />
          <Field
            label="Подъезд"
            value={fields.entrance}
            onChange={set('entrance')}
            maxLength={20}
            error={errors.entrance}
            name="entrance"
          />
          <Field
            label="Этаж"
            value={fields.floor}
            onChange={set('floor')}
            maxLength={4}
            inputMode="numeric"
            error={errors.floor}
            name="floor"
          />
          <Field
            label="Домофон"
            value={fields.intercom}
            onChange={set('intercom')}
            maxLength={30}
            error={errors.intercom}
            name="intercom"
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={fields.passenger_elevator} onChange={(e) => set('passenger_elevator')(e.target.checked)} />
          Есть пассажирский лифт
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={fields.service_lift} onChange={(e) => set('service_lift')(e.target.checked)} />
          Есть грузовой лифт
        </label>
        <Field
          label="Комментарий для курьера"
          value={fields.comment}
          onChange={set('comment')}
          maxLength={500}
          error={errors.comment}
          name="comment"
          multiline
        />
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="address-save">
        {busy ? 'Сохраняем…' : 'Сохранить адрес'}
      </button>
    </form>
  );
}

function Field({
  label,
  value,
  onChange,
  error,
  name,
  multiline,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
  multiline?: boolean;
  maxLength: number;
  inputMode?: 'numeric';
}) {
  const id = `address-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

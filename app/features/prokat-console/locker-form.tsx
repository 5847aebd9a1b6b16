import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { Field, Problem } from './fleet-field';
import fleetCss from './fleet.module.css';
import type { FleetCity, FleetLocker } from './fleet-types';
import { useFleetForm } from './use-fleet-form';

/** A number typed with a comma or a dot; what is not a number goes to the server as typed, to be refused there. */
const numberOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
};

/** «Добавить постамат» (no `locker`: it opens its page after) or «Изменить» a locker: where it is, its hours and zone. */
export function LockerForm({ locker, cities, onDone }: { locker?: FleetLocker; cities: FleetCity[]; onDone: () => void }) {
  const live = useHydrated();
  const navigate = useNavigate();
  const { busy, problem, fieldError, send } = useFleetForm();
  const [cityId, setCityId] = useState(String(locker?.city_id ?? cities[0]?.id ?? ''));
  const zoneOf = (id: string) => cities.find((city) => String(city.id) === id)?.timezone ?? 'Europe/Moscow';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const body = {
      number: field('number'),
      name: field('name'),
      city_id: Number(cityId),
      address: field('address'),
      place: field('place'),
      latitude: numberOf(field('latitude')),
      longitude: numberOf(field('longitude')),
      time_zone: field('time_zone'),
      timetable: { text: field('hours'), around_24h: form.get('around_24h') === 'on' },
    };
    const saved = locker
      ? await send<FleetLocker>(`/api/admin/prokat/lockers/${locker.id}`, body, 'PUT')
      : await send<FleetLocker>('/api/admin/prokat/lockers', body);
    if (!saved) return;
    onDone();
    if (!locker) void navigate(`/admin/prokat/${saved.id}/`);
  }

  const text = (name: string, label: string, value: string | undefined, max: number, placeholder?: string, errorKey = name) => (
    <Field label={label} error={fieldError(errorKey)}>
      {(props) => <input {...props} name={name} maxLength={max} defaultValue={value} placeholder={placeholder} />}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="locker-form" noValidate>
      <div className={styles.formGrid}>
        {text('number', 'Номер на постамате', locker?.number, 12, 'П-101')}
        {text('name', 'Название', locker?.name, 120, 'ТЦ «Авиапарк»')}
        <Field label="Город" error={fieldError('city_id')}>
          {(props) => (
            <select {...props} name="city_id" value={cityId} onChange={(event) => setCityId(event.target.value)}>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('address', 'Адрес', locker?.address, 300)}
        {text('place', 'Как найти (этаж, вход, ориентир)', locker?.place, 300)}
        {text('hours', 'Часы работы', locker?.timetable.text, 120, 'Ежедневно 10:00–22:00', 'timetable.text')}
        {text('latitude', 'Широта', locker ? String(locker.latitude) : undefined, 20, '55.7903')}
        {text('longitude', 'Долгота', locker ? String(locker.longitude) : undefined, 20, '37.5312')}
        {text('time_zone', 'Часовой пояс', locker?.time_zone ?? zoneOf(cityId), 60)}
      </div>
      <label className={fleetCss.check}>
        <input type="checkbox" name="around_24h" defaultChecked={locker?.timetable.around_24h ?? false} />
        Круглосуточно
      </label>
      <Problem problem={problem} testId="locker-form-error" />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!live || busy} data-testid="locker-form-save">
          {locker ? 'Сохранить' : 'Добавить постамат'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Отмена
        </button>
      </div>
    </form>
  );
}

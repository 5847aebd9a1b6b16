import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { focusAtEnd } from '../../shell/forms/focus-at-end';
import type { SuggestionView } from '../../../domains/addresses/schema';
import { ApiError } from '../../shell/api-client';
import { addressesApi } from './addresses-api';
import styles from './addresses.module.css';

const MIN_LENGTH = 3;
const DEBOUNCE_MS = 250;

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; items: SuggestionView[] } | { kind: 'error'; message: string };

/**
 * The address field with suggestions as one types (debounced; a newer query cancels the older
 * one). Arrows move through the list, Enter picks, Esc closes; a tap picks too. A street without
 * a house number goes back into the field to be finished; a house is handed to `onPick`.
 */
export function AddressSearch({
  value,
  onChange,
  onPick,
  inputRef,
  warehouseId,
}: {
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: SuggestionView) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The warehouse of the order being placed: «вне зоны доставки» is for its city. */
  warehouseId?: number;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const touched = useRef(false);

  useEffect(() => {
    const query = value.trim();
    if (!touched.current || query.length < MIN_LENGTH) {
      setStatus({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ kind: 'loading' });
      addressesApi.search(query, controller.signal, { warehouseId }).then(
        (items) => {
          setStatus({ kind: 'done', items });
          setActive(-1);
          setOpen(true);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setStatus({
            kind: 'error',
            message: error instanceof ApiError ? error.message : 'Поиск не ответил. Проверьте интернет и попробуйте ещё раз',
          });
          setOpen(true);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, warehouseId]);

  const items = status.kind === 'done' ? status.items : [];

  function pick(item: SuggestionView) {
    if (!item.house || item.latitude === null) {
      touched.current = true;
      onChange(`${item.value}, `);
      focusAtEnd(inputRef);
      return;
    }
    touched.current = false;
    setOpen(false);
    onPick(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const showList = open && (status.kind === 'done' || status.kind === 'error');
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        Адрес
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Например, Тверская 7"
        value={value}
        maxLength={200}
        onChange={(event) => {
          touched.current = true;
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => items.length > 0 && setOpen(true)}
        data-testid="address-search"
      />
      <p id={hintId} className={styles.hint} aria-live="polite">
        {status.kind === 'loading'
          ? 'Ищем…'
          : value.trim().length > 0 && value.trim().length < MIN_LENGTH
            ? `Введите ещё ${MIN_LENGTH - value.trim().length} симв.`
            : 'Начните вводить улицу и номер дома, затем выберите адрес из списка'}
      </p>
      <ul id={listId} role="listbox" aria-label="Подсказки адресов" className={styles.suggestions} hidden={!showList}>
        {status.kind === 'error' ? (
          <li className={styles.suggestionNote} role="presentation">
            {status.message}
          </li>
        ) : items.length === 0 ? (
          <li className={styles.suggestionNote} role="presentation">
            Ничего не нашли. Проверьте название улицы
          </li>
        ) : (
          items.map((item, index) => (
            <li
              key={`${item.value}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <span>{item.value}</span>
              {!item.house ? (
                <span className={styles.suggestionMeta}>укажите дом</span>
              ) : item.in_zone === false ? (
                <span className={styles.suggestionMeta}>вне зоны доставки</span>
              ) : null}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

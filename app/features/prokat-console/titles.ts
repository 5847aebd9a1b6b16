/** What a locker event did, in words (the outcomes of domains/prokat/lockers/locker-events.server.ts). */
export const OUTCOME_TITLES: Record<string, string> = {
  duplicate: 'Повтор, не учтено',
  opened: 'Ячейка открыта',
  pickup: 'Инструмент забран, аренда началась',
  pickup_not_taken: 'Инструмент не забрали',
  return: 'Инструмент возвращён',
  return_not_put: 'Инструмент не положили',
  closed: 'Ячейка закрыта',
  door_left_open: 'Дверь оставили открытой',
  pin_opened: 'PIN принят, ячейка открыта',
  pin_refused: 'PIN не подошёл',
  pin_locked: 'Ввод PIN заблокирован',
  ignored: 'Без последствий',
};

export const EVENT_TYPE_TITLES: Record<string, string> = {
  door_opened: 'Дверь открылась',
  door_closed: 'Дверь закрылась',
  door_left_open: 'Дверь открыта слишком долго',
  pin_entered: 'Введён PIN',
};

export const SIZE_TITLES: Record<string, string> = { S: 'маленькая', M: 'средняя', L: 'большая' };

export const outcomeTitle = (outcome: string) => OUTCOME_TITLES[outcome] ?? outcome;
export const eventTypeTitle = (type: string) => EVENT_TYPE_TITLES[type] ?? type;

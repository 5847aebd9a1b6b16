import { describe, expect, it } from 'vitest';
import { overdueLength, toolStageText } from './format';

const tool = { stage: null, cell: 5, pickup_until: null, due_at: null, returned_to: null };

describe('toolStageText', () => {
  it('says where a paid tool is, in Moscow time', () => {
    const waiting = { ...tool, stage: 'awaiting_pickup', pickup_until: '2026-11-29T15:30:00Z' };
    expect(toolStageText(waiting, 'Europe/Moscow', '29.11.2026')).toBe('Ждёт вас в ячейке 5 до 18:30');
    expect(toolStageText(waiting, 'Europe/Moscow', '28.11.2026')).toBe('Ждёт вас в ячейке 5 до 29.11 18:30');
    expect(toolStageText({ ...tool, stage: 'in_use', due_at: '2026-12-05T09:05:00Z' })).toBe('У вас до 05.12 12:05');
    expect(toolStageText({ ...tool, stage: 'returned', returned_to: { number: 'П-102', cell: 5 } })).toBe(
      'Возвращён в постамат П-102, ячейка 5 — проверяем',
    );
    expect(toolStageText({ ...tool, stage: 'checked' })).toBe('Принят');
    expect(toolStageText({ ...tool, stage: 'damaged' })).toBe('Отправлен на проверку повреждений');
    expect(toolStageText(tool)).toBeNull();
  });
});

describe('overdueLength', () => {
  it('counts minutes, hours and days', () => {
    expect(overdueLength(20_000)).toBe('1 мин');
    expect(overdueLength(12 * 60_000)).toBe('12 мин');
    expect(overdueLength((3 * 60 + 15) * 60_000)).toBe('3 ч 15 мин');
    expect(overdueLength(2 * 3_600_000)).toBe('2 ч');
    expect(overdueLength((2 * 24 + 3) * 3_600_000)).toBe('2 дня 3 ч');
    expect(overdueLength(5 * 24 * 3_600_000)).toBe('5 дней');
  });
});

import { describe, expect, it } from 'vitest';
import { photoStageProblem, type PhotoUnit } from './photo-rules';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const unit = (over: Partial<PhotoUnit>): PhotoUnit => ({
  stage: 'awaiting_pickup',
  pickupUntil: ago(-60),
  returnedAt: null,
  returnOpened: false,
  ...over,
});

describe('photoStageProblem', () => {
  it('opens pickup photos once paid, while the tool waits in its window or is out, and 30 minutes after the return', () => {
    expect(photoStageProblem('pickup', 'awaiting_payment', [], now)).toBe('Фото можно добавить после оплаты заказа');
    expect(photoStageProblem('pickup', 'active', [unit({})], now)).toBeNull();
    expect(photoStageProblem('pickup', 'active', [unit({ pickupUntil: ago(1) })], now)).toBe(
      'Время, когда можно забрать инструмент, прошло',
    );
    expect(photoStageProblem('pickup', 'active', [unit({ stage: 'in_use' })], now)).toBeNull();
    expect(photoStageProblem('pickup', 'active', [unit({ stage: 'returned', returnedAt: ago(29) })], now)).toBeNull();
    expect(photoStageProblem('pickup', 'finished', [unit({ stage: 'checked', returnedAt: ago(31) })], now)).toMatch(/уже возвращён/);
    expect(photoStageProblem('pickup', 'canceled', [unit({})], now)).toMatch(/отменён/);
  });

  it('opens return photos from the return cell’s opening until 2 hours after the return', () => {
    expect(photoStageProblem('return', 'active', [unit({ stage: 'in_use' })], now)).toMatch(/когда откроется ячейка/);
    expect(photoStageProblem('return', 'active', [unit({ stage: 'in_use', returnOpened: true })], now)).toBeNull();
    expect(photoStageProblem('return', 'finished', [unit({ stage: 'checked', returnedAt: ago(119) })], now)).toBeNull();
    expect(photoStageProblem('return', 'finished', [unit({ stage: 'checked', returnedAt: ago(121) })], now)).toMatch(/2 часов/);
    // One tool back, another still out: the first's return photos are taken.
    expect(
      photoStageProblem('return', 'active', [unit({ stage: 'in_use' }), unit({ stage: 'returned', returnedAt: ago(5) })], now),
    ).toBeNull();
  });
});

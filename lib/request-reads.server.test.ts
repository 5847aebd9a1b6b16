import { describe, expect, it } from 'vitest';
import { noteStatementText, requestReads, withRequestReads } from './request-reads.server';

function counted<V>(value: V) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('rows read once per request', () => {
  it('reads a row once inside a request, and each time outside one', async () => {
    const reads = requestReads<number, string>('rows');
    const load = counted('строка');
    await withRequestReads(async () => {
      expect(await Promise.all([reads.read(1, load), reads.read(1, load)])).toEqual(['строка', 'строка']);
      await reads.read(1, load);
    });
    expect(load.calls).toBe(1);
    await reads.read(1, load);
    await reads.read(1, load);
    expect(load.calls).toBe(3);
  });

  it('keeps each request and each kind of row apart', async () => {
    const first = requestReads<number, string>('first');
    const second = requestReads<number, string>('second');
    const load = counted('x');
    await withRequestReads(() => first.read(7, load));
    await withRequestReads(async () => {
      await first.read(7, load);
      await second.read(7, load);
    });
    expect(load.calls).toBe(3);
  });

  it('reads again after a write forgets the row, and uses a row known some other way', async () => {
    const reads = requestReads<number, string>('rows');
    const load = counted('из базы');
    await withRequestReads(async () => {
      reads.know(1, 'с viewer');
      expect(await reads.read(1, load)).toBe('с viewer');
      reads.forget(1);
      expect(await reads.read(1, load)).toBe('из базы');
    });
    expect(load.calls).toBe(1);
  });

  it('runs a query builder (a thenable that queries at each `then`) once', async () => {
    const reads = requestReads<number, string>('rows');
    let queries = 0;
    const builder = { then: (done: (value: string) => unknown) => done(`запрос ${(queries += 1)}`) } as PromiseLike<string>;
    await withRequestReads(async () => {
      expect(await reads.read(1, () => builder)).toBe('запрос 1');
      expect(await reads.read(1, () => builder)).toBe('запрос 1');
    });
    expect(queries).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const reads = requestReads<number, string>('rows');
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('соединение разорвано');
      return 'строка';
    };
    await withRequestReads(async () => {
      await expect(reads.read(1, flaky)).rejects.toThrow('соединение разорвано');
      expect(await reads.read(1, flaky)).toBe('строка');
    });
    expect(calls).toBe(2);
  });

  it('reads everything again after any statement that writes, and keeps it through reads', async () => {
    const orders = requestReads<number, string>('orders');
    const spaces = requestReads<number, string>('spaces');
    const order = counted('заказ');
    const space = counted('место');
    await withRequestReads(async () => {
      await Promise.all([orders.read(1, order), spaces.read(2, space)]);
      noteStatementText('select "id", "updated_at" from "orders" where "orders"."id" = $1');
      await Promise.all([orders.read(1, order), spaces.read(2, space)]);
      expect([order.calls, space.calls]).toEqual([1, 1]);
      noteStatementText('update "orders" set "status" = $1 where "orders"."id" = $2');
      await Promise.all([orders.read(1, order), spaces.read(2, space)]);
      expect([order.calls, space.calls]).toEqual([2, 2]);
      for (const write of [
        'insert into "cloud_spaces" ("id") values ($1)',
        'with moved as (delete from "cloud_items" where "id" = $1 returning *) select 1',
        'select * from "orders" where "id" = $1 for update',
      ]) {
        noteStatementText(write);
        await orders.read(1, order);
      }
      expect(order.calls).toBe(5);
    });
  });
});

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

type Answer = (text: string) => Promise<{ rows: unknown[]; rowCount: number }>;

/**
 * A pool whose one client answers through `answer` and records how it was given back. Drizzle
 * recognises it as a pool, so db.transaction() checks the client out and must return it.
 */
function poolAnswering(answer: Answer) {
  const statements: string[] = [];
  const releases: (Error | undefined)[] = [];
  const client = {
    query: async (query: string | { text: string }) => {
      const text = typeof query === 'string' ? query : query.text;
      statements.push(text);
      return { command: 'SELECT', fields: [], ...(await answer(text)) };
    },
    release: (error?: Error) => void releases.push(error),
  };
  class OneClientPool extends pg.Pool {
    override async connect() {
      return client as unknown as pg.PoolClient;
    }
  }
  return { pool: new OneClientPool(), statements, releases };
}

const dropped = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
const ok = async () => ({ rows: [], rowCount: 0 });

/**
 * Every checked-out client goes back to the pool, and a broken one is given back with its error so
 * the pool closes it (patches/drizzle-orm+0.45.4.patch): a client kept out for good shrinks the pool
 * until every request waits for a connection, and the pool never finishes closing.
 */
describe('db.transaction() on a pg pool', () => {
  it('gives the client back, marked broken, when BEGIN fails', async () => {
    const { pool, releases } = poolAnswering(async (text) => (text === 'begin' ? Promise.reject(dropped()) : ok()));
    const body = async () => 'never';
    await expect(drizzle(pool).transaction(body)).rejects.toThrow();
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it('gives the client back marked broken when ROLLBACK fails, and throws the original error', async () => {
    const { pool, releases } = poolAnswering(async (text) =>
      text === 'rollback' || text === 'select 1' ? Promise.reject(dropped()) : ok(),
    );
    const failure = drizzle(pool).transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    await expect(failure).rejects.toThrow('Failed query: select 1');
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it('gives a healthy client back for reuse after a commit and after a rollback', async () => {
    const { pool, statements, releases } = poolAnswering(ok);
    const db = drizzle(pool);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    await expect(
      db.transaction(async () => {
        throw new Error('refused by the caller');
      }),
    ).rejects.toThrow('refused by the caller');
    expect(statements).toEqual(['begin', 'select 1', 'commit', 'begin', 'rollback']);
    expect(releases).toEqual([undefined, undefined]);
  });
});

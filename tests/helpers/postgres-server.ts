import pg from 'pg';

/** The connection string of another database on the same server. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a short-lived connection to the server of `base`. */
export async function onServer<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Waits until no session is connected to database `name`. A pool's end() resolves before its sockets
 * close: dropping or copying the database meanwhile would fail, or kill a closing connection whose
 * error would surface in the test run.
 */
export function untilNoSessions(base: string, name: string): Promise<void> {
  return onServer(base, async (admin) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

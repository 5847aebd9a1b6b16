import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { preparedPerDatabase } from '../../db/tx';
import { requestReads } from '../../lib/request-reads.server';
import { users } from './tables';

export interface UserSummary {
  id: number;
  phone: string | null;
  /** First and last name; null when the person has given none. */
  name: string | null;
  email: string | null;
  createdAt: Date;
  deactivated: boolean;
}

// A console page names the same people from several parts (a conversation in the list and in its
// header): the parts of one page render share the read (lib/request-reads.server.ts).
const summariesRead = requestReads<string, Map<number, UserSummary>>('users_summaries');

/** How staff see people in lists: name, phone and e-mail, by id. */
export async function userSummaries(db: Db, ids: readonly number[]): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  return summariesRead.read(unique.join(','), () => readSummaries(db, unique));
}

/** Console pages name people on every view: prepared once per database handle. */
const summariesStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')})`)
    .prepare('users_summaries'),
);

async function readSummaries(db: Db, unique: number[]): Promise<Map<number, UserSummary>> {
  const rows = await summariesStatement(db).execute({ ids: unique });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        phone: row.phone,
        email: row.email,
        name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
        createdAt: row.createdAt,
        deactivated: row.deactivatedAt !== null,
      },
    ]),
  );
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.server';
import { companies } from '../../db/schema';

/** The header every web call carries. */
export const WEB = { 'client-type': 'WEB_CLIENT' };

/** The id of the user signed in with this cookie. */
export async function userIdOf(app: FastifyInstance, cookie: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  return res.json().data.id as number;
}

/** A company of a user (the buyer an invoice names). */
export async function insertCompany(db: Db, values: { uuid: string; userId: number; name: string; inn: string }) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

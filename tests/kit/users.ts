import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.server';
import { eq } from 'drizzle-orm';
import { REGISTRATION_VALID_DAYS } from '../../domains/orders/schema';
import { companies, users } from '../../db/schema';
import { cookieHeader, lastCode, loginBySms, randomPhone } from '../helpers/auth-session';

/** The header every web call carries. */
export const WEB = { 'client-type': 'WEB_CLIENT' };

/**
 * A user signed in by SMS: their phone, id and the headers of their web calls. The account is dated
 * back past the registration discount's days (REGISTRATION_VALID_DAYS), so the discount a new
 * account gets by itself on its first order does not change the prices a test counts on; pass
 * `{ newAccount: true }` for an account registered just now.
 */
export async function signedIn(app: FastifyInstance, options: { newAccount?: boolean } = {}) {
  const phone = randomPhone();
  const { login, cookies } = await loginBySms(app, phone, `dev-${phone}`);
  const userId = login.json().data.user.id as number;
  if (!options.newAccount) {
    const before = new Date(app.services.clock.now().getTime() - (REGISTRATION_VALID_DAYS + 1) * 86_400_000);
    await app.services.database.db.update(users).set({ createdAt: before }).where(eq(users.id, userId));
  }
  return { phone, userId, headers: { cookie: cookieHeader(cookies), ...WEB } };
}

/** A guest's phone confirmed by SMS code, with the confirmation token a guest booking carries. */
export async function guestConfirmation(app: FastifyInstance, phone = randomPhone()): Promise<{ phone: string; token: string }> {
  const device = `guest-${phone}`;
  const otp = await app.inject({ method: 'POST', url: '/api/auth/phone/otp', payload: { phone, type: 'SMS', device_id: device } });
  if (otp.statusCode !== 200) throw new Error(`otp failed: ${otp.body}`);
  const code = await lastCode(app, phone);
  const check = await app.inject({ method: 'POST', url: '/api/auth/phone/otp/check', payload: { phone, code, device_id: device } });
  if (check.statusCode !== 200) throw new Error(`otp check failed: ${check.body}`);
  return { phone, token: check.json().data.confirmation_token as string };
}

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

export interface NoticeShown {
  title: string;
  text: string;
  link: string | null;
  show_type: string;
  order_id: number | null;
}

/** A user's notifications as their list shows them, newest first. */
export async function notificationsOf(app: FastifyInstance, headers: Record<string, string>, limit = 50): Promise<NoticeShown[]> {
  const res = await app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/notifications/list', headers, payload: { limit } });
  if (res.statusCode !== 200) throw new Error(`notifications failed: ${res.body}`);
  return res.json().data.items as NoticeShown[];
}

/** A bare account without a session, for tests of a domain that only needs a user to exist. */
export async function insertUser(db: Db): Promise<number> {
  const [row] = await db.insert(users).values({ phone: randomPhone() }).returning({ id: users.id });
  return row!.id;
}

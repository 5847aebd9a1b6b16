import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { advisoryXactLock } from '../../db/advisory-locks';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import { systemClock, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { BankInfo, CompanyLookup, PartyInfo } from './lookup';
import { bikError, innError, requisitesErrors } from './requisites';
import { COMPANIES_PER_USER, type Company, type CompanyCreate, type PersonalCompanyInput } from './schema';
import { companies } from './tables';

type CompanyRow = typeof companies.$inferSelect;

/** A company's requisites as an invoice or an act names its buyer, or null when there is no such company. */
export async function companyRequisites(db: Db, companyId: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!c) return null;
  return {
    name: c.name,
    inn: c.inn,
    kpp: c.kpp,
    ogrn: c.ogrn,
    legalAddress: c.legalAddress,
    bankName: c.bankName,
    bik: c.bik,
    settlementAccount: c.settlementAccount,
    correspondentAccount: c.correspondentAccount,
  };
}
export type CompanyRequisites = NonNullable<Awaited<ReturnType<typeof companyRequisites>>>;

/** Names and ИНН of companies by id (deleted ones too): the console's list of invoices names the buyers. */
export async function companyNamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, { name: string; inn: string | null }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name, inn: companies.inn })
    .from(companies)
    .where(inArray(companies.id, unique));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

export function companyView(r: CompanyRow): Company {
  return {
    uuid: r.uuid,
    name: r.name,
    inn: r.inn,
    kpp: r.kpp,
    ogrn: r.ogrn,
    legal_address: r.legalAddress,
    director: r.director,
    bank_name: r.bankName,
    bik: r.bik,
    settlement_account: r.settlementAccount,
    correspondent_account: r.correspondentAccount,
    email: r.email,
    contact: r.contact,
    contact_phone: r.contactPhone,
    personal: r.personal,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const digitsOnly = (value: string | null | undefined) => (value ? value.replace(/[\s-]/g, '') : null) || null;
const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The columns of a checked input; throws 422 with every wrong field, so nothing is stored on any error. */
function checkedValues(input: PersonalCompanyInput | CompanyCreate, personal: boolean) {
  const values = {
    name: input.name.trim(),
    inn: digitsOnly(input.inn),
    kpp: textOrNull(input.kpp)?.toUpperCase() ?? null,
    ogrn: digitsOnly(input.ogrn),
    legalAddress: textOrNull(input.legal_address),
    director: textOrNull(input.director),
    bankName: textOrNull(input.bank_name),
    bik: digitsOnly(input.bik),
    settlementAccount: digitsOnly(input.settlement_account),
    correspondentAccount: digitsOnly(input.correspondent_account),
    email: textOrNull(input.email),
    contact: textOrNull(input.contact),
    contactPhone: digitsOnly(input.contact_phone?.replace(/[()+]/g, '')),
  };
  const fields = requisitesErrors(
    {
      inn: values.inn,
      kpp: values.kpp,
      ogrn: values.ogrn,
      bik: values.bik,
      settlement_account: values.settlementAccount,
      correspondent_account: values.correspondentAccount,
    },
    { person: personal },
  );
  if (!personal && !values.inn) fields.inn ??= 'Укажите ИНН';
  if (!personal && values.inn?.length === 10 && !values.kpp) fields.kpp ??= 'Укажите КПП организации';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  return values;
}

export interface CompaniesDeps {
  clock?: Clock;
  /** The register lookup by ИНН and БИК (DaData or its sandbox); null when neither is configured. */
  lookup?: CompanyLookup | null;
  /** Numbers of the company's invoices still waiting for payment (payments domain); a company with any is not deleted. */
  openInvoices?: (companyId: number) => Promise<string[]>;
}

export function createCompaniesService(db: Db, deps: CompaniesDeps = {}) {
  const clock = deps.clock ?? systemClock;
  const live = (userId: number) => and(eq(companies.userId, userId), isNull(companies.deletedAt));

  async function own(tx: Db | Tx, userId: number, uuid: string): Promise<CompanyRow> {
    const [row] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.uuid, uuid), live(userId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    return row;
  }

  /** Checks the limit under the user's lock, so parallel creates cannot pass it together. */
  async function create(userId: number, values: ReturnType<typeof checkedValues>, personal: boolean): Promise<Company> {
    return db.transaction(async (tx) => {
      await tx.execute(advisoryXactLock('userCompanies', userId));
      const [total] = await tx.select({ n: count() }).from(companies).where(live(userId));
      if (Number(total?.n ?? 0) >= COMPANIES_PER_USER) {
        throw new AppError('CONFLICT', { message: `Можно добавить не больше ${COMPANIES_PER_USER} компаний. Удалите ненужную` });
      }
      if (personal) {
        const [existing] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(live(userId), eq(companies.personal, true)));
        if (existing) throw new AppError('CONFLICT', { message: 'Личная компания уже есть — измените её' });
      }
      const now = clock.now();
      const [row] = await tx
        .insert(companies)
        .values({ ...values, uuid: randomUUID(), userId, personal, createdAt: now, updatedAt: now })
        .returning();
      return companyView(row!);
    });
  }

  async function update(userId: number, row: CompanyRow, values: ReturnType<typeof checkedValues>): Promise<Company> {
    const [updated] = await db
      .update(companies)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(companies.id, row.id), live(userId)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', { message: 'Компания не найдена' });
    return companyView(updated);
  }

  function requireLookup(): CompanyLookup {
    if (!deps.lookup) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Поиск по реестру сейчас недоступен — заполните реквизиты вручную' });
    }
    return deps.lookup;
  }

  async function ask<T>(question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Реестр не ответил — попробуйте ещё раз или заполните реквизиты вручную' });
    }
  }

  // Every order's page lists them (who pays), so the statement is prepared once.
  const liveOfUser = db
    .select()
    .from(companies)
    .where(and(eq(companies.userId, sql.placeholder('userId')), isNull(companies.deletedAt)))
    .orderBy(asc(companies.id))
    .prepare('companies_of_user');

  return {
    async listForUser(userId: number): Promise<Company[]> {
      const rows = await liveOfUser.execute({ userId });
      return rows.map(companyView);
    },
    async hasAny(userId: number): Promise<boolean> {
      const rows = await db.select({ id: companies.id }).from(companies).where(live(userId)).limit(1);
      return rows.length > 0;
    },
    create: (userId: number, input: CompanyCreate) => create(userId, checkedValues(input, false), false),
    async update(userId: number, uuid: string, input: CompanyCreate): Promise<Company> {
      const row = await own(db, userId, uuid);
      return update(userId, row, checkedValues(input, row.personal));
    },
    createPersonal: (userId: number, input: PersonalCompanyInput) => create(userId, checkedValues(input, true), true),
    async updatePersonal(userId: number, input: PersonalCompanyInput): Promise<Company> {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(live(userId), eq(companies.personal, true)));
      if (!row) throw new AppError('NOT_FOUND', { message: 'Личной компании ещё нет — создайте её' });
      return update(userId, row, checkedValues(input, true));
    },
    /** Soft delete; refused while the company has invoices waiting for payment. Orders keep naming it. */
    async remove(userId: number, uuid: string): Promise<{ uuid: string; deleted: true }> {
      const row = await own(db, userId, uuid);
      const open = (await deps.openInvoices?.(row.id)) ?? [];
      if (open.length > 0) {
        throw new AppError('CONFLICT', {
          message: `Компанию нельзя удалить: не оплачен счёт ${open.join(', ')}. Оплатите его или дождитесь отмены`,
        });
      }
      await db
        .update(companies)
        .set({ deletedAt: clock.now(), updatedAt: clock.now() })
        .where(and(eq(companies.id, row.id), live(userId)));
      return { uuid, deleted: true };
    },
    /** An organisation or ИП by ИНН in the register; a wrong ИНН answers 422 before any lookup. */
    async findParty(innRaw: string): Promise<PartyInfo & { source: CompanyLookup['source'] }> {
      const inn = innRaw.replace(/[\s-]/g, '');
      const error = innError(inn);
      if (error) throw new AppError('VALIDATION_ERROR', { fields: { id: error } });
      const lookup = requireLookup();
      const party = await ask(() => lookup.party(inn));
      if (!party) throw new AppError('NOT_FOUND', { message: 'Организация или ИП с таким ИНН не найдены в реестре' });
      return { ...party, source: lookup.source };
    },
    async findBank(bikRaw: string): Promise<BankInfo & { source: CompanyLookup['source'] }> {
      const bik = bikRaw.replace(/[\s-]/g, '');
      const error = bikError(bik);
      if (error) throw new AppError('VALIDATION_ERROR', { fields: { id: error } });
      const lookup = requireLookup();
      const bank = await ask(() => lookup.bank(bik));
      if (!bank) throw new AppError('NOT_FOUND', { message: 'Банк с таким БИК не найден' });
      return { ...bank, source: lookup.source };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** What the orders cabinet reads of companies: the buyer a user chooses for an order, and an order's buyer (deleted ones too). */
export function createCompanyCabinetReads(db: Db) {
  const byId = db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('companies_by_id');
  return {
    async userCompany(userId: number, uuid: string) {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.uuid, uuid), eq(companies.userId, userId), isNull(companies.deletedAt)))
        .limit(1);
      return row;
    },

    async companyById(id: number) {
      const [row] = await byId.execute({ id });
      return row;
    },
  };
}

export type CompanyCabinetReads = ReturnType<typeof createCompanyCabinetReads>;

/** The id of the user's live company with this uuid (the buyer of an invoice), or null; reads in the caller's transaction. */
export async function companyIdOfUser(tx: Tx, userId: number, uuid: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.uuid, uuid), eq(companies.userId, userId), isNull(companies.deletedAt)));
  return row?.id ?? null;
}

/** The live company of a user by uuid (id and name), or null: the invoice PDF call names one. */
export async function userCompanyByUuid(db: Db, userId: number, uuid: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.uuid, uuid), eq(companies.userId, userId), isNull(companies.deletedAt)));
  return row ?? null;
}

/**
 * Whether the user (the outer query's user id column) has a live company, as a subquery: the
 * header's viewer is one statement, and this domain writes the part that reads its table.
 */
export function hasCompaniesSql(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${companies} where ${companies.userId} = ${userId} and ${companies.deletedAt} is null)`;
}

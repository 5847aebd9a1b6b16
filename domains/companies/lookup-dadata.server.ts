import { z } from 'zod';
import type { BankInfo, CompanyLookup, PartyInfo } from './lookup';

/** DaData suggestions API: `findById/party` (an organisation or ИП by ИНН) and `findById/bank` (a bank by БИК). */
export interface DadataOptions {
  apiKey: string;
  /** https://suggestions.dadata.ru; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

const text = z.string().nullish();

const partySchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        inn: z.string(),
        kpp: text,
        ogrn: text,
        type: z.string().nullish(),
        name: z.object({ short_with_opf: text, full_with_opf: text }).partial().nullish(),
        management: z.object({ name: text, post: text }).partial().nullish(),
        address: z.object({ value: text, unrestricted_value: text }).partial().nullish(),
        state: z.object({ status: text }).partial().nullish(),
      }),
    }),
  ),
});

const bankSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        bic: z.string(),
        correspondent_account: text,
        name: z.object({ payment: text, short: text }).partial().nullish(),
        address: z.object({ value: text }).partial().nullish(),
      }),
    }),
  ),
});

export function createDadataCompanyLookup(options: DadataOptions): CompanyLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;

  async function findById(kind: 'party' | 'bank', query: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${base}/suggestions/api/4_1/rs/findById/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.apiKey}` },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`DaData findById/${kind} answered ${response.status}`);
    return response.json();
  }

  return {
    source: 'dadata',
    async party(inn): Promise<PartyInfo | null> {
      const body = partySchema.parse(await findById('party', { query: inn, branch_type: 'MAIN' }));
      const found = body.suggestions.find((s) => s.data.inn === inn);
      if (!found) return null;
      const d = found.data;
      return {
        inn: d.inn,
        kpp: d.kpp ?? null,
        ogrn: d.ogrn ?? null,
        name: d.name?.short_with_opf || found.value,
        full_name: d.name?.full_with_opf ?? null,
        type: d.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'LEGAL',
        legal_address: d.address?.unrestricted_value || d.address?.value || null,
        director: d.management?.name ?? null,
        director_post: d.management?.post ?? null,
        status: d.state?.status ?? 'ACTIVE',
      };
    },
    async bank(bik): Promise<BankInfo | null> {
      const body = bankSchema.parse(await findById('bank', { query: bik }));
      const found = body.suggestions.find((s) => s.data.bic === bik);
      if (!found) return null;
      const d = found.data;
      return {
        bik: d.bic,
        name: d.name?.payment || d.name?.short || found.value,
        correspondent_account: d.correspondent_account ?? null,
        address: d.address?.value ?? null,
      };
    },
  };
}

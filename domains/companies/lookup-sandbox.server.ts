import type { CompanyLookup } from './lookup';
import { SANDBOX_BANKS, SANDBOX_PARTIES } from './lookup-sandbox-data';

/** The sandbox registry: answers from the bundled set of real companies and banks, nothing else. */
export function createSandboxCompanyLookup(): CompanyLookup {
  return {
    source: 'sandbox',
    party: async (inn) => SANDBOX_PARTIES.find((p) => p.inn === inn) ?? null,
    bank: async (bik) => SANDBOX_BANKS.find((b) => b.bik === bik) ?? null,
  };
}

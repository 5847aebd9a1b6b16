import type { Env } from '../../lib/env.server';
import type { CompanyLookup } from './lookup';
import { createDadataCompanyLookup } from './lookup-dadata.server';
import { createSandboxCompanyLookup } from './lookup-sandbox.server';

/**
 * Like the address suggestions: the sandbox while sandbox providers are on, DaData when they are
 * off and DADATA_API_KEY is set, otherwise none (the lookup answers 503, the form is filled by hand).
 */
export function companyLookupFromEnv(
  env: Pick<Env, 'sandboxProviders' | 'DADATA_API_KEY' | 'DADATA_SUGGESTIONS_URL'>,
): CompanyLookup | null {
  if (env.sandboxProviders) return createSandboxCompanyLookup();
  if (env.DADATA_API_KEY) return createDadataCompanyLookup({ apiKey: env.DADATA_API_KEY, baseUrl: env.DADATA_SUGGESTIONS_URL });
  return null;
}

import type { Env } from '../../lib/env.server';
import type { AddressSuggestions } from './address-suggestions';
import { createDadataAddressSuggestions, unconfiguredAddressSuggestions } from './dadata-address.server';
import { createSandboxAddressSuggestions } from './sandbox-suggestions.server';

/**
 * The address suggestions of this process: the sandbox (bundled streets) while sandbox providers
 * are on, DaData when they are off and DADATA_API_KEY is set, and otherwise an adapter that answers
 * 503 on every call (production without a key fails loudly, never quietly finds nothing).
 */
export function addressSuggestionsFromEnv(
  env: Pick<Env, 'sandboxProviders' | 'DADATA_API_KEY' | 'DADATA_SUGGESTIONS_URL'>,
): AddressSuggestions {
  if (env.sandboxProviders) return createSandboxAddressSuggestions();
  if (env.DADATA_API_KEY) return createDadataAddressSuggestions({ apiKey: env.DADATA_API_KEY, baseUrl: env.DADATA_SUGGESTIONS_URL });
  return unconfiguredAddressSuggestions;
}

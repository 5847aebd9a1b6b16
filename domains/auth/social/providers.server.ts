import type { Clock } from '../../../lib/clock';
import type { Env } from '../../../lib/env.server';
import { googleSpec } from './google.server';
import { libraryProvider } from './oauth-client.server';
import type { ClientConfig, OAuthProvider } from './provider.server';
import { type SandboxCodes, sandboxProvider } from './sandbox.server';
import { SOCIAL_PROVIDERS, type SocialProvider } from './schema';
import { tinkoffSpec } from './tinkoff.server';
import { vkSpec } from './vk.server';
import { yandexSpec } from './yandex.server';

/** VK ID exchanges codes with PKCE and device_id only; the others also need the client secret. */
const NEEDS_SECRET: Record<SocialProvider, boolean> = { google: true, vk: false, yandex: true, tinkoff: true };

/** Each provider is configuration of the OAuth library. */
const LIBRARY_PROVIDERS: Record<SocialProvider, (config: ClientConfig, clock: Clock) => OAuthProvider> = {
  google: (config, clock) => libraryProvider(googleSpec, config, clock),
  vk: (config, clock) => libraryProvider(vkSpec(config.clientId), config, clock),
  yandex: (config, clock) => libraryProvider(yandexSpec, config, clock),
  tinkoff: (config, clock) => libraryProvider(tinkoffSpec(config), config, clock),
};

function clientConfig(env: Env, id: SocialProvider): ClientConfig | null {
  const keys = {
    google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, baseUrl: env.OAUTH_GOOGLE_BASE_URL },
    vk: { clientId: env.VK_CLIENT_ID, clientSecret: env.VK_CLIENT_SECRET, baseUrl: env.OAUTH_VK_BASE_URL },
    yandex: { clientId: env.YANDEX_CLIENT_ID, clientSecret: env.YANDEX_CLIENT_SECRET, baseUrl: env.OAUTH_YANDEX_BASE_URL },
    tinkoff: { clientId: env.TINKOFF_CLIENT_ID, clientSecret: env.TINKOFF_CLIENT_SECRET, baseUrl: env.OAUTH_TINKOFF_BASE_URL },
  }[id];
  if (!keys.clientId) return null;
  return { clientId: keys.clientId, clientSecret: keys.clientSecret, baseUrl: keys.baseUrl };
}

export interface SocialProviders {
  /** The provider to use, or null: not configured (and no sandbox here) — the call answers 503. */
  get(id: SocialProvider): OAuthProvider | null;
  /** Configuration problems to log at start (a client id without its secret). */
  readonly problems: string[];
}

/**
 * A provider with a client id (and the secret it needs) talks to the real service. Without a
 * client id it is "not configured": the local sandbox stands in outside production, and in
 * production the call answers 503.
 */
export function providersFromEnv(env: Env, deps: { clock: Clock; sandboxCodes: SandboxCodes }): SocialProviders {
  const sandboxAllowed = env.sandboxProviders && !env.isProduction;
  const problems: string[] = [];
  const table = {} as Record<SocialProvider, OAuthProvider | null>;
  for (const id of SOCIAL_PROVIDERS) {
    const config = clientConfig(env, id);
    if (config && NEEDS_SECRET[id] && !config.clientSecret) {
      problems.push(`${id.toUpperCase()}_CLIENT_SECRET is not set: login through ${id} is off`);
      table[id] = null;
    } else if (config) {
      table[id] = LIBRARY_PROVIDERS[id](config, deps.clock);
    } else {
      table[id] = sandboxAllowed ? sandboxProvider(id, deps.sandboxCodes) : null;
    }
  }
  return { get: (id) => table[id], problems };
}

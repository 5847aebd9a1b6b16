import type { Database } from '../db/client.server';
import { createIntegrations, type Integrations } from '../domains/integrations/registry.server';
import { createOutboxService, type OutboxService } from '../domains/outbox/service.server';
import { createReferenceRepo } from '../domains/reference/repo.server';
import { createReferenceService, type ReferenceService } from '../domains/reference/service.server';
import type { Env } from '../lib/env.server';

/** The composition root: every domain service, built once per process from the database and env. */
export interface AppServices {
  env: Env;
  database: Database;
  reference: ReferenceService;
  outbox: OutboxService;
  integrations: Integrations;
}

export function createServices(env: Env, database: Database): AppServices {
  const outbox = createOutboxService(database.db);
  return {
    env,
    database,
    reference: createReferenceService(createReferenceRepo(database.db)),
    outbox,
    integrations: createIntegrations({ sandbox: env.sandboxProviders, outbox }),
  };
}

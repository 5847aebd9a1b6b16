import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import project from './project-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const inRepo = (file: string) => path.join(process.cwd(), file);

tester.run('domain-boundaries', project.rules['domain-boundaries'], {
  valid: [
    { name: 'own tables', filename: inRepo('domains/payments/history.server.ts'), code: "import { payments } from './tables';" },
    {
      name: "another domain's service",
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { orderFactsFor } from '../orders/service.server';",
    },
    {
      name: "another domain's schema",
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { z } from '../orders/schema';",
    },
    {
      name: "a relational query of the domain's own table",
      filename: inRepo('domains/payments/cards.server.ts'),
      code: 'const card = await db.query.paymentCards.findFirst();',
    },
    {
      name: 'a request query string is no table',
      filename: inRepo('domains/payments/routes.server.ts'),
      code: 'const id = request.query.id;',
    },
    {
      name: 'files outside domains/ (tests, db) may use db/schema',
      filename: inRepo('tests/kit/orders.ts'),
      code: "import { orders } from '../../db/schema';",
    },
    { name: 'the db client reads db/schema', filename: inRepo('db/client.server.ts'), code: "import * as schema from './schema';" },
  ],
  invalid: [
    {
      name: "another domain's tables",
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { orders } from '../orders/tables';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      name: "another domain's tables as types",
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import type { orders } from '../orders/tables';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      name: 'db/schema',
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { orders } from '../../db/schema';",
      errors: [{ messageId: 'schemaIndex' }],
    },
    {
      name: 'db/schema from a nested folder, as types',
      filename: inRepo('domains/orders/core/quote.server.ts'),
      code: "import type { cells } from '../../../db/schema';",
      errors: [{ messageId: 'schemaIndex' }],
    },
    {
      name: 'a domain test reading db/schema',
      filename: inRepo('domains/storages/booking.api.test.ts'),
      code: "import { orders } from '../../db/schema';",
      errors: [{ messageId: 'schemaIndex' }],
    },
    {
      name: "a relational query of another domain's table",
      filename: inRepo('domains/orders/cabinet/cabinet-repo.server.ts'),
      code: 'const cell = await db.query.cells.findFirst();',
      errors: [{ messageId: 'foreignQuery' }],
    },
    {
      name: 'server code reading db/schema',
      filename: inRepo('server/plugins/idempotency.ts'),
      code: "import { orders } from '../../db/schema';",
      errors: [{ messageId: 'schemaIndex' }],
    },
    {
      name: "another domain's private module",
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { quote } from '../orders/core/order-quote.server';",
      errors: [{ messageId: 'crossDomain' }],
    },
  ],
});

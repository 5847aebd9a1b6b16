import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import project, { CORE_DOMAINS, PRODUCT_LINES } from './project-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const inRepo = (file: string) => path.join(process.cwd(), file);
const rule = project.rules['layer-boundaries'];

/** Every core domain importing every product line's schema, types included: each one fails. */
const lineImports = CORE_DOMAINS.flatMap((core) =>
  PRODUCT_LINES.flatMap((line) => [
    {
      name: `${core} imports ${line}/schema`,
      filename: inRepo(`domains/${core}/core/quote.server.ts`),
      code: `import { bodySchema } from '../../${line}/schema';`,
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: `${core} imports ${line}/service.server as types`,
      filename: inRepo(`domains/${core}/routes.server.ts`),
      code: `import type { LineService } from '../${line}/service.server';`,
      errors: [{ messageId: 'productLine' }],
    },
  ]),
);

tester.run('layer-boundaries', rule, {
  valid: [
    {
      name: "a core domain imports another core domain's service",
      filename: inRepo('domains/orders/core/paid.server.ts'),
      code: "import { bonusLedgerMoves } from '../../bonuses/service.server';",
    },
    {
      name: "a core domain imports a domain that is no product line (users, profile's schema)",
      filename: inRepo('domains/orders/core/order-schema.ts'),
      code: "import { isoDateSchema } from '../../profile/schema';\nimport type { UsersService } from '../../users/service.server';",
    },
    {
      name: "a product line imports the core's schema and service",
      filename: inRepo('domains/storages/booking-schema.ts'),
      code: "import { promoCodeSchema } from '../orders/schema';\nimport { calculatePart } from '../orders/service.server';",
    },
    {
      name: 'a product line imports another product line',
      filename: inRepo('domains/clouds/booking.server.ts'),
      code: "import { cloudWarehouses } from '../storages/service.server';",
    },
    {
      name: 'a domain whose name starts like a line is no line',
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { x } from '../storages-archive/schema';",
    },
    {
      name: 'the composition root names the lines and the app',
      filename: inRepo('server/app.ts'),
      code: "import { storageCalculatePart } from '../domains/storages/calculate-part.server';\nimport { sitemap } from '../app/sitemap';",
    },
    {
      name: "the browser app imports a domain's schema",
      filename: inRepo('app/features/company/rules-figures.ts'),
      code: "import { BONUS_VALID_MONTHS } from '../../../domains/bonuses/schema';",
    },
    { name: 'packages are no layer', filename: inRepo('domains/orders/core/pricing.ts'), code: "import { z } from 'zod';" },
    {
      name: 'a configured list: a line left out of it may be imported',
      filename: inRepo('domains/orders/core/quote.server.ts'),
      code: "import { x } from '../../clouds/schema';",
      options: [{ lines: ['storages'] }],
    },
  ],
  invalid: [
    ...lineImports,
    {
      name: 'a re-export of a line',
      filename: inRepo('domains/orders/schema.ts'),
      code: "export { storageShownShape } from '../storages/schema';",
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: 'export * of a line',
      filename: inRepo('domains/bonuses/schema.ts'),
      code: "export * from '../clouds/schema';",
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: 'a dynamic import of a line',
      filename: inRepo('domains/payments/history.server.ts'),
      code: "const line = await import('../prokat/service.server');",
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: 'an import() type of a line',
      filename: inRepo('domains/orders/cabinet/cabinet.server.ts'),
      code: "type Kind = typeof import('../../kvartiry/service.server');",
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: "a line's folder itself",
      filename: inRepo('domains/orders/core/quote.server.ts'),
      code: "import { x } from '../../storages';",
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: 'a test of a core domain is held to it too',
      filename: inRepo('domains/orders/core/pricing.test.ts'),
      code: "import { seedCells } from '../../storages/seed-cells';",
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: 'a configured list: a future line named in it',
      filename: inRepo('domains/payments/views.server.ts'),
      code: "import { x } from '../boats/schema';",
      options: [{ lines: ['boats'] }],
      errors: [{ messageId: 'productLine' }],
    },
    {
      name: 'a domain imports the app',
      filename: inRepo('domains/bonuses/views.ts'),
      code: "import { BONUS_VALID_MONTHS } from '../../app/features/company/rules-figures';",
      errors: [{ messageId: 'app' }],
    },
    {
      name: 'a product line imports the app, as types',
      filename: inRepo('domains/storages/catalogue.server.ts'),
      code: "import type { CellGroup } from '../../app/features/storages/cell-groups';",
      errors: [{ messageId: 'app' }],
    },
    {
      name: 'a domain test imports the app',
      filename: inRepo('domains/content/content.test.ts'),
      code: "import { penaltyAmount } from '../../app/features/content/penalty-amount';",
      errors: [{ messageId: 'app' }],
    },
    {
      name: 'lib imports the app',
      filename: inRepo('lib/format/money.ts'),
      code: "import { x } from '../../app/shell/format';",
      errors: [{ messageId: 'app' }],
    },
    {
      name: 'db imports the app',
      filename: inRepo('db/seed.server.ts'),
      code: "export { x } from '../app/features/home/data';",
      errors: [{ messageId: 'app' }],
    },
  ],
});

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
const profilePage = inRepo('app/features/profile/profile-page.tsx');

tester.run('feature-boundaries', project.rules['feature-boundaries'], {
  valid: [
    { name: 'its own files', filename: profilePage, code: "import { TextField } from './text-field';" },
    { name: "another feature's index", filename: profilePage, code: "import { useCountdown } from '../auth';" },
    { name: "another feature's index, spelled out", filename: profilePage, code: "import { useCountdown } from '../auth/index';" },
    { name: 'the shell', filename: profilePage, code: "import { useSnackbar } from '../../shell/snackbar/snackbar';" },
    {
      name: 'a subfolder of its own feature',
      filename: inRepo('app/features/subscriptions/cancel/state.ts'),
      code: "import { api } from '../api';",
    },
    {
      name: 'routes may import any feature file',
      filename: inRepo('app/routes/cabinet/profile.tsx'),
      code: "import { X } from '../../features/auth/phone-field';",
    },
  ],
  invalid: [
    {
      name: "another feature's file",
      filename: profilePage,
      code: "import { useCountdown } from '../auth/use-countdown';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: "another feature's styles",
      filename: profilePage,
      code: "import loginStyles from '../auth/login.module.css';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: "another feature's types",
      filename: profilePage,
      code: "import type { PromoRule } from '../company/rules-data';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      name: 'from a subfolder into another feature',
      filename: inRepo('app/features/subscriptions/cancel/state.ts'),
      code: "export { PhoneField } from '../../auth/phone-field';",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});

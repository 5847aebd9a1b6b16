import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import project from './tools/eslint/project-rules.js';

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'artifacts/', 'db/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, project },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
      'project/domain-boundaries': 'error',
      'project/feature-boundaries': 'error',
      'project/no-server-in-browser': 'error',
      'project/file-naming': 'error',
      'project/layer-boundaries': 'error',
    },
  },
  {
    // Server code logs through pino (app.log, request.log, lib/logger.server.ts); the console stays for the browser and the CLIs.
    files: ['domains/**', 'server/**', 'lib/**', 'db/**', 'app/**/*.server.{ts,tsx}'],
    ignores: ['db/*-cli.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'error' },
  },
  {
    // One link for the site (app/shell/smart-link.tsx): it keeps React Router's route discovery and
    // prefetch to the visitor's intent instead of fetching every link's route as the page loads.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/shell/smart-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', importNames: ['Link'], message: 'Use SmartLink from app/shell/smart-link.tsx.' },
            { name: 'react-router-dom', message: 'Import from react-router.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tools/**', 'tests/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);

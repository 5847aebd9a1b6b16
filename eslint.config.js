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
    },
  },
  {
    // Server code logs through pino (app.log, request.log, lib/logger.server.ts); the console stays for the browser and the CLIs.
    files: ['domains/**', 'server/**', 'lib/**', 'db/**', 'app/**/*.server.{ts,tsx}'],
    ignores: ['db/*-cli.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['scripts/**', 'tools/**', 'tests/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);

import type { ESLint, Rule } from 'eslint';

declare const project: ESLint.Plugin & {
  rules: Record<'domain-boundaries' | 'feature-boundaries' | 'no-server-in-browser' | 'file-naming', Rule.RuleModule>;
};
export default project;

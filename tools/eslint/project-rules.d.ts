import type { ESLint, Rule } from 'eslint';

declare const project: ESLint.Plugin & {
  rules: Record<'domain-boundaries' | 'feature-boundaries' | 'no-server-in-browser' | 'file-naming' | 'layer-boundaries', Rule.RuleModule>;
};
export default project;
export const CORE_DOMAINS: string[];
export const PRODUCT_LINES: string[];

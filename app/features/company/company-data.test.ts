import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../lib/site-config';
import { absoluteUrl, breadcrumbList, companyMeta, jsonForScript, withHome } from './page-seo';
import { findRule, promoRules } from './rules-data';
import { applyHref, jobsEmail, salaryLabel, vacancies } from './vacancies-data';

const nbsp = (value: string) => value.replace(/\s/g, ' ');

describe('rules registry', () => {
  it('holds the three promotions, each with conditions, steps and small print', () => {
    expect(promoRules.map((rule) => rule.slug)).toEqual(['skidka-25-na-pereezd', 'bally-za-otzyvy', 'skidka-500-za-registraciyu']);
    for (const rule of promoRules) {
      expect(rule.title).not.toBe('');
      expect(rule.summary).not.toBe('');
      expect(rule.conditions.length).toBeGreaterThan(0);
      for (const condition of rule.conditions) expect(condition.trim()).not.toBe('');
      expect(rule.steps.length).toBeGreaterThan(0);
      expect(rule.faq.length).toBeGreaterThan(0);
      expect(rule.cta.to).toMatch(/^\//);
    }
  });

  it('finds a rule by slug and nothing for an unknown one', () => {
    expect(findRule('bally-za-otzyvy')?.title).toBe('Баллы за отзывы');
    expect(findRule('no-such-rule')).toBeUndefined();
    expect(findRule(undefined)).toBeUndefined();
  });

  it('writes roubles without decimals', () => {
    const registration = findRule('skidka-500-za-registraciyu')!;
    expect(nbsp(registration.description)).toContain('от 2 000 ₽');
    expect(registration.conditions.join(' ')).not.toMatch(/\d,\d{2}\s?₽/);
  });
});

describe('breadcrumbs and meta', () => {
  it('builds a BreadcrumbList with positions from 1 and absolute URLs', () => {
    const list = breadcrumbList(
      withHome([
        { name: 'Правила и акции', path: '/rules/' },
        { name: 'Баллы за отзывы', path: '/rules/bally-za-otzyvy/' },
      ]),
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${siteConfig.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Правила и акции', item: `${siteConfig.siteUrl}/rules/` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Баллы за отзывы',
          item: `${siteConfig.siteUrl}/rules/bally-za-otzyvy/`,
        },
      ],
    });
  });

  it('escapes "<" so the JSON cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('gives title, description, canonical and Open Graph, and noindex on request', () => {
    const tags = companyMeta({ title: 'О компании', description: 'Описание', path: '/about/' });
    expect(tags).toContainEqual({ title: 'О компании — Местечко' });
    expect(tags).toContainEqual({ name: 'description', content: 'Описание' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://mestechko.ru/about/' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://mestechko.ru/about/' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
    const hidden = companyMeta({ title: 'Готово', description: 'x', path: '/success/', noindex: true });
    expect(hidden).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(absoluteUrl('/')).toBe('https://mestechko.ru/');
  });
});

describe('vacancies', () => {
  it('has four to six complete openings with unique ids and sane salaries', () => {
    expect(vacancies.length).toBeGreaterThanOrEqual(4);
    expect(vacancies.length).toBeLessThanOrEqual(6);
    expect(new Set(vacancies.map((vacancy) => vacancy.id)).size).toBe(vacancies.length);
    for (const vacancy of vacancies) {
      expect(vacancy.id).toMatch(/^[a-z0-9-]+$/);
      expect(vacancy.city).not.toBe('');
      expect(vacancy.schedule).not.toBe('');
      expect(Number.isInteger(vacancy.salaryFrom)).toBe(true);
      expect(vacancy.salaryFrom).toBeGreaterThan(0);
      if (vacancy.salaryTo != null) expect(vacancy.salaryTo).toBeGreaterThan(vacancy.salaryFrom);
      expect(vacancy.duties.length).toBeGreaterThan(0);
      expect(vacancy.requirements.length).toBeGreaterThan(0);
    }
  });

  it('labels salaries in roubles and applies by e-mail with the vacancy in the subject', () => {
    expect(nbsp(salaryLabel({ salaryFrom: 70000 }))).toBe('от 70 000 ₽');
    expect(nbsp(salaryLabel({ salaryFrom: 70000, salaryTo: 85000 }))).toBe('от 70 000 до 85 000 ₽');
    expect(jobsEmail()).toBe(siteConfig.email);
    const href = applyHref({ title: 'Кладовщик', city: 'Москва' });
    expect(href.startsWith(`mailto:${siteConfig.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1]!)).toBe('Отклик на вакансию: Кладовщик (Москва)');
  });
});

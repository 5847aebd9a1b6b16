import { describe, expect, it } from 'vitest';
import { faqPageData } from './faq';
import { orEmpty } from './or-empty';

describe('orEmpty', () => {
  it('passes a list through and turns a failure into an empty list', async () => {
    expect(await orEmpty(Promise.resolve([1, 2]))).toEqual([1, 2]);
    expect(await orEmpty(Promise.reject(new Error('db down')))).toEqual([]);
    expect(
      await orEmpty(() => {
        throw new Error('sync failure');
      }),
    ).toEqual([]);
  });
});

describe('faqPageData', () => {
  it('describes each question with its answer', () => {
    const data = faqPageData([{ id: 1, section: 'general', question: 'Что это?', answer: 'Сервис.' }]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Что это?', acceptedAnswer: { '@type': 'Answer', text: 'Сервис.' } }]);
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExtensionPeriodList } from './extension-period-list';

const render = (chosen: string | null) =>
  renderToString(
    <ExtensionPeriodList
      name="extend-period"
      options={[
        { key: 'hour:2', label: <span>+ 2 часа</span>, price: '400 ₽', testId: 'extend-period-hour:2' },
        { key: 'day:1', label: <span>Занят после вас</span>, price: '900 ₽', disabled: true, testId: 'extend-period-day:1' },
      ]}
      chosen={chosen}
      onChoose={() => undefined}
    />,
  );

describe('ExtensionPeriodList («Срок продления»)', () => {
  it('shows each period as a radio of one group with its text and price', () => {
    const html = render('hour:2');
    expect(html).toContain('Срок продления');
    expect(html.match(/<input type="radio"[^>]* name="extend-period"/g)).toHaveLength(2);
    expect(html).toContain('+ 2 часа');
    expect(html).toContain('400 ₽');
    expect(html).toMatch(/data-testid="extend-period-hour:2"><input[^>]* checked=""/);
  });

  it('keeps a period that cannot be bought now visible but not choosable', () => {
    const html = render(null);
    expect(html).toMatch(/class="[^"]*periodOff[^"]*" data-testid="extend-period-day:1"><input[^>]* disabled=""/);
    expect(html).toContain('Занят после вас');
    expect(html).not.toContain('checked=""');
  });

  it('gives the radio its value only where the form names one', () => {
    const html = renderToString(
      <ExtensionPeriodList
        name="period"
        options={[{ key: 'month', value: 'month', label: <span>1 месяц</span>, price: '1 000 ₽' }]}
        chosen="month"
        onChoose={() => undefined}
      />,
    );
    expect(html).toContain('value="month"');
    expect(render('hour:2')).not.toContain('value=');
  });
});

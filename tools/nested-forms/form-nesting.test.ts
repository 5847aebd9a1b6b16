import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nestedForms } from './form-nesting';

function app(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nested-forms-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('no form inside a form', () => {
  it('holds for every component of the app', () => {
    expect(nestedForms(path.resolve('app'))).toEqual([]);
  });

  it('finds a form a component renders inside another form, through a feature index and a dialog', () => {
    const dir = app({
      'features/a/address-form.tsx': 'export function AddressForm() { return <form><button>Сохранить</button></form>; }',
      'features/a/index.ts': "export { AddressForm } from './address-form';",
      'features/b/card.tsx':
        "import { AddressForm } from '../a';\n" +
        'export function Card() { return <section><Dialog>{open ? <AddressForm /> : null}</Dialog></section>; }',
      'features/b/page.tsx': "import { Card } from './card';\nexport function Page() {\n  return <form>\n<Card />\n</form>;\n}",
    });
    expect(nestedForms(dir)).toEqual([
      { outer: expect.stringMatching(/features\/b\/page\.tsx:3$/), inner: expect.stringMatching(/^<Card>/) },
    ]);
  });

  it("follows lazily imported components, knows React Router's Form and finds a form written inside a form", () => {
    const dir = app({
      'x.tsx': 'export default function X() { return <form />; }',
      'page.tsx':
        "import { Form } from 'react-router';\nconst X = lazy(() => import('./x'));\n" +
        'export function Page() { return <><Form><X /></Form><form><div><form /></div></form><form /></>; }',
    });
    expect(nestedForms(dir).map((n) => n.inner)).toEqual([expect.stringMatching(/^<X>/), '<form>']);
  });
});

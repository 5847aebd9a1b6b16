import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rolesAllow } from '../../../domains/staff/schema';
import { ADMIN_SECTIONS, sectionsFor } from './sections';

/** The console pages app/routes.ts declares: "routes/admin/x.tsx" under the admin prefix → "/admin/x/". */
function declaredPaths(): Set<string> {
  const routes = readFileSync(new URL('../../routes.ts', import.meta.url), 'utf8');
  const paths = [...routes.matchAll(/route\('([^']+)', 'routes\/admin\//g)].map((m) => `/admin/${m[1]}/`);
  return new Set(['/admin/', ...paths]);
}

describe('console sections', () => {
  it('link only to pages app/routes.ts declares', () => {
    const declared = declaredPaths();
    for (const section of ADMIN_SECTIONS) expect(declared, section.path).toContain(section.path);
  });

  it('show each role its own sections; admin sees all', () => {
    const paths = (...roles: Parameters<typeof sectionsFor>[0]) => sectionsFor(roles).map((s) => s.path);
    expect(paths('admin')).toEqual(ADMIN_SECTIONS.map((s) => s.path));
    expect(paths('support')).toEqual(['/admin/', '/admin/support/', '/admin/ratings/']);
    expect(paths('operator')).toEqual([
      '/admin/',
      '/admin/reviews/',
      '/admin/ratings/',
      '/admin/leads/',
      '/admin/notices/',
      '/admin/banners/',
      '/admin/documents/',
      '/admin/invoices/',
      '/admin/clouds/',
      '/admin/prokat/',
    ]);
    expect(paths('mover')).toEqual(['/admin/', '/admin/clouds/mover/']);
    expect(paths('storekeeper')).toEqual(['/admin/', '/admin/clouds/storekeeper/', '/admin/prokat/']);
    expect(paths()).toEqual([]);
  });

  it('match the role check of pages and calls', () => {
    expect(rolesAllow(['admin'], ['operator'])).toBe(true);
    expect(rolesAllow(['support'], ['operator'])).toBe(false);
    expect(rolesAllow(['support', 'operator'], ['operator'])).toBe(true);
    expect(rolesAllow(['mover'], [])).toBe(true);
    expect(rolesAllow([], [])).toBe(false);
  });
});

import type { MetaDescriptor } from 'react-router';
import { companyMeta } from '../company';
import type { ComingSoonLine } from './lines';

/** A placeholder stays out of search (noindex, and out of the sitemap) until the line opens. */
export function comingSoonMeta(line: ComingSoonLine): MetaDescriptor[] {
  return companyMeta({ title: `${line.title} — скоро`, description: line.lead, path: line.path, noindex: true });
}

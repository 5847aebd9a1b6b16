import { useRouteLoaderData } from 'react-router';
import type { Viewer } from '../../domains/auth/schema';
import type { City } from '../../domains/reference/schema';

export type BrandVariant = 'main' | 'storages' | 'prokat' | 'apartment';

/** What the root loader gives every layout: reference data and the visitor's shell state. */
export interface ShellData {
  cities: City[];
  cityId: number;
  autolocation: boolean;
  showCookies: boolean;
  webview: boolean;
  year: number;
  /** The signed-in user, or null for a guest. */
  viewer: Viewer | null;
}

export function useShellData(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShellData needs the root loader data');
  return data;
}

let authChanged = false;

/** Call after login or logout: the next navigation reloads the shell data (viewer, header). */
export function markAuthChanged() {
  authChanged = true;
}

export function consumeAuthChanged(): boolean {
  const changed = authChanged;
  authChanged = false;
  return changed;
}

/** The signed-in user, or null. */
export function useViewer(): Viewer | null {
  return useShellData().viewer;
}

/** Header brand variant by section of the site. */
export function brandVariantFor(pathname: string): BrandVariant {
  if (pathname.startsWith('/kvartiry')) return 'apartment';
  if (pathname.includes('prokat')) return 'prokat';
  if (/^\/(storages|clouds|guest|tariffs|hranenie-lichnykh-veschey|zimnee-hraneniya-veschey)(\/|$)/.test(pathname) || pathname.includes('/kladovki/')) {
    return 'storages';
  }
  return 'main';
}

/** Routes containing prokat show the rental phone instead of the support phone. */
export function isRentalRoute(pathname: string): boolean {
  return pathname.includes('prokat');
}

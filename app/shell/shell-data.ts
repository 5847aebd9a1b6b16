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

let authVersion = 0;
let loadedAuthVersion = 0;

/** Call after login or logout: navigations reload the shell data (viewer, header) until it is reloaded. */
export function markAuthChanged() {
  authVersion += 1;
}

/**
 * Whether the shell data predates the last login or logout. React Router may ask several times
 * during one navigation, so this stays true until the root data has actually been reloaded.
 */
export function authChangePending(): boolean {
  return authVersion !== loadedAuthVersion;
}

/** The root's client loader calls this once fresh shell data has arrived. */
export function authChangeLoaded(version: number) {
  loadedAuthVersion = version;
}

export function currentAuthVersion(): number {
  return authVersion;
}

/** The signed-in user, or null. */
export function useViewer(): Viewer | null {
  return useShellData().viewer;
}

/** Header brand variant by section of the site. */
export function brandVariantFor(pathname: string): BrandVariant {
  if (pathname.startsWith('/kvartiry')) return 'apartment';
  if (pathname.includes('prokat')) return 'prokat';
  if (
    /^\/(storages|clouds|guest|tariffs|hranenie-lichnykh-veschey|zimnee-hraneniya-veschey)(\/|$)/.test(pathname) ||
    pathname.includes('/kladovki/')
  ) {
    return 'storages';
  }
  return 'main';
}

/** Routes containing prokat show the rental phone instead of the support phone. */
export function isRentalRoute(pathname: string): boolean {
  return pathname.includes('prokat');
}

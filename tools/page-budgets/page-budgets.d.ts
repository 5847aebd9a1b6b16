export interface Limits {
  jsKb: number;
  jsFiles: number;
  cssKb: number;
  htmlKb: number;
  requests: number;
  urgentScripts: number;
}

export interface PageFigures {
  path: string;
  error?: string;
  jsGzip: number;
  jsFiles: number;
  /** The scripts the browser loaded (paths of the app, other origins' URLs whole). */
  scripts?: string[];
  cssGzip: number;
  cssFiles: number;
  htmlGzip: number;
  htmlRaw: number;
  requests: number;
  urgentScripts?: number;
}

export interface Route {
  id: string;
  pattern: string | null;
}

export declare const LIMITS: Limits;
export declare const DEFERRED_MODULE_TYPE: string;
export declare const DEFERRED_PRELOADS_ID: string;
export declare function attributesOf(text: string): Record<string, string>;
export declare function sitemapPaths(xml: string): string[];
export declare function routeOf(html: string): Route | null;
export declare function onePerRoute<T extends { path: string; route: Route | null }>(pages: T[]): T[];
export declare function resolveModule(specifier: string, fromPath?: string): string | null;
export declare function parsePage(html: string, pagePath?: string): { stylesheets: string[]; requests: string[]; urgentScripts: string[] };
export declare function verdict(page: Partial<PageFigures>, limits?: Limits): { ok: boolean; over: string[] };
export declare function formatTable(pages: PageFigures[], limits?: Limits): string;
export declare function largest(paths: string[], sizes: Map<string, number>, count?: number): { path: string; gzip: number }[];

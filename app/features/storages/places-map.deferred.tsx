import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { formatRub } from '../../../lib/format/money';
import { siteConfig } from '../../../lib/site-config';
import { type GeoPoint, kmPerPixel, projectPoints } from './map-projection';
import styles from './places-map.module.css';

/** The pin's name starts with what it shows (its number, then the price), as speech input expects. */
export function pinLabel(item: Pick<MapPlace, 'badge' | 'name' | 'price' | 'label'>): string {
  if (item.label) return item.label;
  return item.price !== null ? `${item.badge} от ${formatRub(item.price)} в месяц — ${item.name}` : `${item.badge}. ${item.name}`;
}

export interface MapPlace {
  id: number | string;
  /** The number on the pin, matching the list. */
  badge: string;
  name: string;
  latitude: number;
  longitude: number;
  price: number | null;
  /** Where the pin leads: the card in the list ("#w-12") or another page. */
  href: string;
  /** The pin's accessible name when not its number and price; it must start with the badge. */
  label?: string;
}

/** The part of the map in view, in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Asks for the places within the bounds (the live map calls it after every move). */
export type PlacesLoader = (bounds: MapBounds, signal: AbortSignal) => Promise<MapPlace[]>;

/** What a map may do beyond showing its places (the storages' maps do none of it). */
export interface LiveMapOptions {
  /** The live map shows what this answers for its view, asked again after each move; `places` are its first view. */
  loadPlaces?: PlacesLoader;
  /** Pins close together are drawn as one circle with their number until zoomed in. */
  cluster?: boolean;
  /** On a touch screen one finger scrolls the page over the map, two move and zoom it. */
  pageScroll?: boolean;
  /** The caption's last sentence: «Нажмите на метку, чтобы перейти к складу.» by default. */
  pinHint?: string;
}

interface LeafletProps extends Omit<LiveMapOptions, 'pinHint'> {
  places: MapPlace[];
  title: string;
  center?: GeoPoint;
  onReady: (ready: boolean) => void;
}

/** The Leaflet map: its own chunk, fetched in the browser only (never in the server render). */
const LeafletMap = lazy<ComponentType<LeafletProps>>(() => import('./places-map-leaflet').catch(() => ({ default: () => null })));

/** True once the element has come near the screen (the map's code and tiles wait for that). */
function useNearScreen(target: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = target.current;
    if (!enabled || !el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, enabled, near]);
  return near;
}

/** True on a touch screen once the live map lets one finger scroll the page (its caption says how to move it). */
function useTwoFingerHint(enabled: boolean): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    if (enabled && typeof window.matchMedia === 'function') setCoarse(window.matchMedia(COARSE_POINTER).matches);
  }, [enabled]);
  return enabled && coarse;
}

/** A finger, not a mouse: the live map's page scroll applies there only (places-map-leaflet.tsx asks the same). */
const COARSE_POINTER = '(pointer: coarse)';

const W = 640;
const H = 440;
const PIN_RISE = 24;

interface YMaps {
  ready(cb: () => void): void;
  Map: new (
    el: HTMLElement,
    state: object,
  ) => {
    geoObjects: { add(o: unknown): void };
    setBounds(b: number[][]): void;
  };
  Placemark: new (coords: number[], props: object, opts?: object) => unknown;
}

let ymapsPromise: Promise<YMaps> | null = null;

/** Yandex Maps JS API 2.1, loaded once and only when a key is configured. */
function loadYandexMaps(key: string): Promise<YMaps> {
  ymapsPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(key)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      const ymaps = (window as unknown as { ymaps?: YMaps }).ymaps;
      if (ymaps) ymaps.ready(() => resolve(ymaps));
      else reject(new Error('ymaps missing'));
    };
    script.onerror = () => {
      ymapsPromise = null;
      reject(new Error('ymaps failed'));
    };
    document.head.append(script);
  });
  return ymapsPromise;
}

/** The interactive map over the drawn one, when a key is configured and the API loads. */
function useYandexMap(places: MapPlace[], container: React.RefObject<HTMLDivElement | null>, enabled: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const key = siteConfig.mapsApiKey;
    const el = container.current;
    if (!enabled || !key || !el || places.length === 0) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      loadYandexMaps(key)
        .then((ymaps) => {
          if (cancelled) return;
          const center = places[0] ?? siteConfig.mapDefaultCenter;
          const map = new ymaps.Map(el, {
            center: [center.latitude, center.longitude],
            zoom: 11,
            controls: ['zoomControl'],
          });
          for (const p of places) {
            map.geoObjects.add(
              new ymaps.Placemark(
                [p.latitude, p.longitude],
                { hintContent: p.name, iconContent: p.badge },
                { preset: 'islands#greenStretchyIcon' },
              ),
            );
          }
          if (places.length > 1) {
            const lats = places.map((p) => p.latitude);
            const lons = places.map((p) => p.longitude);
            map.setBounds([
              [Math.min(...lats), Math.min(...lons)],
              [Math.max(...lats), Math.max(...lons)],
            ]);
          }
          setReady(true);
        })
        .catch(() => setReady(false));
    });
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [places, container, enabled]);
  return ready;
}

function scaleBar(km: number | null): { px: number; label: string } | null {
  if (!km) return null;
  const steps = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];
  const target = km * 120;
  const step = steps.find((s) => s >= target) ?? 1000;
  return {
    px: Math.round(step / km),
    label: step < 1 ? `${step * 1000} м` : `${step} км`,
  };
}

/**
 * The places on a map. The server renders a drawn plan of the same size (the places at their real
 * relative positions, numbered pins that are links, a scale bar and a compass), so nothing moves
 * when the real map arrives: Yandex Maps when a key is configured, else Leaflet with the tiles of
 * MAP_TILE_URL (OpenStreetMap by default). Without network the Leaflet pins stay on a plain
 * background; if the map code cannot load, the plan stays.
 */
export function PlacesMap({
  places,
  title,
  center,
  loadPlaces,
  cluster,
  pageScroll,
  pinHint = 'Нажмите на метку, чтобы перейти к складу.',
}: { places: MapPlace[]; title: string; center?: GeoPoint } & LiveMapOptions) {
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // A map that asks for its places as it moves is Leaflet's: the Yandex one shows the given places only.
  const yandex = Boolean(siteConfig.mapsApiKey) && !loadPlaces;
  const live = useYandexMap(places, container, yandex);
  const near = useNearScreen(frame, !yandex && (places.length > 0 || Boolean(loadPlaces && center)));
  const [leaflet, setLeaflet] = useState(false);
  const twoFingers = useTwoFingerHint(leaflet && Boolean(pageScroll));
  // The city centre takes part in the fit, so the rings around it and the pins share one plot.
  const anchors: (GeoPoint & { place?: MapPlace })[] = [...places.map((p) => ({ ...p, place: p })), ...(center ? [center] : [])];
  // Pins rise ~45 px above their point: the plot is lowered by PIN_RISE so the top ones stay inside.
  const projected = projectPoints(anchors, W, H - PIN_RISE, 56).map((p) => ({
    ...p,
    y: p.y + PIN_RISE,
  }));
  const points = projected.flatMap((p) => (p.item.place ? [{ item: p.item.place, x: p.x, y: p.y }] : []));
  const hub = center ? projected[projected.length - 1] : undefined;
  const km = kmPerPixel(anchors, W, H - PIN_RISE, 56);
  const bar = scaleBar(km);
  return (
    <figure className={styles.map} data-testid="places-map">
      <div ref={container} className={live ? styles.live : styles.liveHidden} aria-hidden={!live} />
      <div ref={frame} className={live ? styles.liveHidden : styles.frame}>
        {near ? (
          <Suspense fallback={null}>
            <LeafletMap
              places={places}
              title={title}
              center={center}
              loadPlaces={loadPlaces}
              cluster={cluster}
              pageScroll={pageScroll}
              onReady={setLeaflet}
            />
          </Suspense>
        ) : null}
        {live || leaflet ? null : (
          <svg viewBox={`0 0 ${W} ${H}`} className={styles.plan} role="group" aria-label={title}>
            <defs>
              <pattern id="map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
                <path d="M40 0H0V40" fill="none" stroke="#d9e5df" strokeWidth="1" />
              </pattern>
            </defs>
            <rect width={W} height={H} fill="#f1f6f3" />
            <rect width={W} height={H} fill="url(#map-grid)" />
            {hub && km ? (
              <g aria-hidden="true">
                {[5, 10, 20].map((r) => (
                  <g key={r}>
                    <circle
                      cx={hub.x}
                      cy={hub.y}
                      r={r / km}
                      fill="none"
                      stroke="#cddbd3"
                      strokeWidth="2"
                      strokeDasharray={r === 20 ? '0' : '6 6'}
                    />
                    <text x={hub.x} y={hub.y - r / km - 5} textAnchor="middle" fontSize="11" fill="#7d8a84">
                      {`${r} км`}
                    </text>
                  </g>
                ))}
                <circle cx={hub.x} cy={hub.y} r="5" fill="#7d8a84" />
                <text x={hub.x + 9} y={hub.y + 4} fontSize="12" fill="#5b6072">
                  центр
                </text>
              </g>
            ) : null}
            <g className={styles.compass} transform={`translate(${W - 34}, 38)`} aria-hidden="true">
              <circle r="18" fill="#fff" stroke="#cddbd3" />
              <path d="M0 -12 L5 2 L0 -1 L-5 2 Z" fill="#0a7a5a" />
              <text y="15" textAnchor="middle" fontSize="9" fill="#5b6072">
                С
              </text>
            </g>
            {bar ? (
              <g transform={`translate(20, ${H - 24})`} aria-hidden="true">
                <rect x="-6" y="-16" width={bar.px + 12} height="28" rx="6" fill="#fff" opacity="0.85" />
                <path d={`M0 0 H${bar.px}`} stroke="#1b1d29" strokeWidth="3" />
                <text x={bar.px / 2} y="-4" textAnchor="middle" fontSize="11" fill="#1b1d29">
                  {bar.label}
                </text>
              </g>
            ) : null}
            {points.map(({ item, x, y }) => (
              <g key={item.id}>
                <a href={item.href} className={styles.pin} data-testid="map-pin" aria-label={pinLabel(item)}>
                  <title>{pinLabel(item)}</title>
                  <g transform={`translate(${x}, ${y})`}>
                    <g className={styles.pinBody}>
                      <path d="M0 0 C-4 -10 -16 -16 -16 -28 A16 16 0 1 1 16 -28 C16 -16 4 -10 0 0 Z" className={styles.pinShape} />
                      <text y="-23" textAnchor="middle" className={styles.pinBadge}>
                        {item.badge}
                      </text>
                    </g>
                  </g>
                </a>
                {/* The price tag sits beside the link, not in it: the link's visible text stays its number. */}
                {item.price !== null ? (
                  <g transform={`translate(${x}, ${y})`} aria-hidden="true">
                    <g className={styles.pinBody}>
                      <g transform="translate(20, -40)">
                        <rect
                          width={Math.round(22 + `от ${formatRub(item.price)}`.length * 7)}
                          height="22"
                          rx="11"
                          className={styles.priceBg}
                        />
                        <text x="9" y="15" className={styles.priceText}>
                          {`от ${formatRub(item.price)}`}
                        </text>
                      </g>
                    </g>
                  </g>
                ) : null}
              </g>
            ))}
          </svg>
        )}
      </div>
      <figcaption className={styles.caption}>
        {live || leaflet ? `${title}. ${pinHint}` : `${title}: места и расстояния в масштабе. ${pinHint}`}
        {twoFingers ? ' Карту двигайте двумя пальцами.' : null}
      </figcaption>
    </figure>
  );
}

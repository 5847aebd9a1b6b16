import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapTiles } from '../../../domains/content/schema';
import { formatRub } from '../../../lib/format/money';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_ATTRIBUTION_URL, DEFAULT_MAP_TILE_URL } from '../../../lib/map-tiles';
import { apiRequest } from '../../shell/api-client';
import type { MapPlace } from './places-map';
import styles from './places-map.module.css';

const FALLBACK_TILES: MapTiles = {
  tile_url: DEFAULT_MAP_TILE_URL,
  attribution: DEFAULT_MAP_TILE_ATTRIBUTION,
  attribution_url: DEFAULT_MAP_TILE_ATTRIBUTION_URL,
};

let tilesPromise: Promise<MapTiles> | null = null;

/** The tile source the server is configured with (MAP_TILE_URL), OpenStreetMap if it cannot be asked. */
function loadTiles(): Promise<MapTiles> {
  tilesPromise ??= apiRequest<MapTiles>('/api/cabinet/v2/site/mapTiles').catch(() => FALLBACK_TILES);
  return tilesPromise;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A pin: a real link (focusable, Enter follows it) with the number of the place and its price. */
function pinElement(place: MapPlace): HTMLElement {
  const link = document.createElement('a');
  link.href = place.href;
  link.className = styles.mapPin ?? '';
  link.dataset.testid = 'map-pin';
  const price = place.price !== null ? ` — от ${formatRub(place.price)}/мес` : '';
  link.setAttribute(
    'aria-label',
    place.price !== null ? `${place.badge} от ${formatRub(place.price)} в месяц — ${place.name}` : `${place.badge}. ${place.name}`,
  );
  link.title = `${place.name}${price}`;
  const badge = document.createElement('span');
  badge.className = styles.mapPinBadge ?? '';
  badge.textContent = place.badge;
  link.append(badge);
  if (place.price !== null) {
    const label = document.createElement('span');
    label.className = styles.mapPinPrice ?? '';
    label.textContent = `от ${formatRub(place.price)}`;
    label.setAttribute('aria-hidden', 'true');
    // A space between the number and the price keeps the visible words apart, as in the link's name.
    link.append(' ', label);
  }
  return link;
}

/**
 * The interactive map (Leaflet), loaded only in the browser and only when the map comes into
 * view. Pins are placed at once; the tiles come after, and when they cannot load the pins stay
 * on the plain background.
 */
export default function LeafletMap({ places, title, onReady }: { places: MapPlace[]; title: string; onReady: (ready: boolean) => void }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el || places.length === 0) return;
    const map = L.map(el, {
      scrollWheelZoom: false,
      zoomControl: true,
      attributionControl: true,
    });
    map.attributionControl.setPrefix(false);
    for (const place of places) {
      L.marker([place.latitude, place.longitude], {
        icon: L.divIcon({
          html: pinElement(place),
          className: styles.mapPinIcon ?? '',
          iconSize: [36, 36],
          iconAnchor: [18, 36],
        }),
        keyboard: false,
        riseOnHover: true,
        title: '',
      }).addTo(map);
    }
    if (places.length === 1) map.setView([places[0]!.latitude, places[0]!.longitude], 13);
    else
      map.fitBounds(L.latLngBounds(places.map((p) => [p.latitude, p.longitude] as [number, number])), { padding: [40, 40], maxZoom: 14 });
    let cancelled = false;
    void loadTiles().then((tiles) => {
      if (cancelled) return;
      const text = escapeHtml(tiles.attribution);
      const attribution = tiles.attribution_url
        ? `<a href="${escapeHtml(tiles.attribution_url)}" target="_blank" rel="noopener">${text}</a>`
        : text;
      L.tileLayer(tiles.tile_url, {
        attribution,
        maxZoom: 19,
        crossOrigin: false,
      }).addTo(map);
    });
    onReady(true);
    return () => {
      cancelled = true;
      map.remove();
    };
  }, [places, onReady]);

  return <div ref={container} className={styles.leaflet} role="region" aria-label={title} data-testid="places-map-live" />;
}

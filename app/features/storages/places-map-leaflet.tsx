import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import type { MapTiles } from '../../../domains/content/schema';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_ATTRIBUTION_URL, DEFAULT_MAP_TILE_URL } from '../../../lib/map-tiles';
import { apiRequest } from '../../shell/api-client';
import type { GeoPoint } from './map-projection';
import type { MapBounds, MapPlace, PlacesLoader } from './places-map';
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
    place.label ??
      (place.price !== null ? `${place.badge} от ${formatRub(place.price)} в месяц — ${place.name}` : `${place.badge}. ${place.name}`),
  );
  link.title = place.label ?? `${place.name}${price}`;
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

function placeMarker(place: MapPlace): L.Marker {
  return L.marker([place.latitude, place.longitude], {
    icon: L.divIcon({
      html: pinElement(place),
      className: styles.mapPinIcon ?? '',
      iconSize: [36, 36],
      iconAnchor: [18, 36],
    }),
    keyboard: false,
    riseOnHover: true,
    title: '',
  });
}

/** A cluster: a button with the number of places in it; a tap zooms in until they part. */
function clusterMarker(at: L.LatLngExpression, count: number, zoomIn: () => void): L.Marker {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.mapCluster ?? '';
  button.dataset.testid = 'map-cluster';
  button.textContent = String(count);
  button.setAttribute('aria-label', `${count} ${pluralRu(count, ['место', 'места', 'мест'])} рядом: приблизить карту`);
  const size = count < 10 ? 44 : 52;
  const marker = L.marker(at, {
    icon: L.divIcon({ html: button, className: styles.mapPinIcon ?? '', iconSize: [size, size], iconAnchor: [size / 2, size / 2] }),
    keyboard: false,
    title: '',
  });
  marker.on('click', zoomIn);
  return marker;
}

/** Clusters are made below this zoom; from it on every place has its own pin. */
const CLUSTER_MAX_ZOOM = 15;
/** Supercluster counts in 512 px tiles, Leaflet in 256 px ones: 80 is 40 px on the screen, about a pin. */
const CLUSTER_RADIUS = 80;

/** What a pin shows: a pin that shows the same is kept on the map when the places are set again. */
const pinKey = (p: MapPlace) => JSON.stringify(['p', p.id, p.latitude, p.longitude, p.badge, p.price, p.href, p.label ?? p.name]);

/**
 * The pins on the map: all of them, or grouped in clusters for the zoom and view. A marker that
 * stays the same is left in place when the map moves or new places come, so a tap on it (or its
 * focus) is not lost to a redraw.
 */
function pinLayer(map: L.Map, cluster: boolean) {
  const group = L.layerGroup().addTo(map);
  let places: MapPlace[] = [];
  let index: Supercluster<{ place: MapPlace }> | null = null;
  let shown = new Map<string, L.Marker>();

  function show(next: Map<string, () => L.Marker>) {
    for (const [key, marker] of shown) if (!next.has(key)) group.removeLayer(marker);
    const kept = new Map<string, L.Marker>();
    for (const [key, make] of next) {
      let marker = shown.get(key);
      if (!marker) {
        marker = make();
        group.addLayer(marker);
      }
      kept.set(key, marker);
    }
    shown = kept;
  }

  function draw() {
    const next = new Map<string, () => L.Marker>();
    if (!index) {
      for (const place of places) next.set(pinKey(place), () => placeMarker(place));
      show(next);
      return;
    }
    const view = map.getBounds();
    const tree = index;
    const items = tree.getClusters(
      [Math.max(-180, view.getWest()), Math.max(-90, view.getSouth()), Math.min(180, view.getEast()), Math.min(90, view.getNorth())],
      Math.round(map.getZoom()),
    );
    for (const item of items) {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      if ('cluster_id' in item.properties) {
        const { cluster_id: id, point_count: count } = item.properties;
        next.set(JSON.stringify(['c', lat, lng, count]), () =>
          clusterMarker([lat, lng], count, () => map.setView([lat, lng], Math.min(tree.getClusterExpansionZoom(id), map.getMaxZoom()))),
        );
      } else {
        const { place } = item.properties;
        next.set(pinKey(place), () => placeMarker(place));
      }
    }
    show(next);
  }

  if (cluster) map.on('moveend', draw);
  return {
    set(next: MapPlace[]) {
      places = next;
      if (cluster) {
        index = new Supercluster<{ place: MapPlace }>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM }).load(
          next.map((place) => ({
            type: 'Feature',
            properties: { place },
            geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
          })),
        );
      }
      draw();
    },
  };
}

function boundsOf(map: L.Map): MapBounds {
  // A little more than the view: a small move needs no new answer to fill the edges.
  const view = map.getBounds().pad(0.2);
  return { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() };
}

function fitTo(map: L.Map, places: MapPlace[], center: GeoPoint | undefined) {
  if (places.length === 1) map.setView([places[0]!.latitude, places[0]!.longitude], 13);
  else if (places.length > 1)
    map.fitBounds(L.latLngBounds(places.map((p) => [p.latitude, p.longitude] as [number, number])), { padding: [40, 40], maxZoom: 14 });
  else if (center) map.setView([center.latitude, center.longitude], 10);
}

/** A finger, not a mouse (places-map.deferred.tsx asks the same for the caption). */
const COARSE_POINTER = '(pointer: coarse)';

interface LeafletMapProps {
  places: MapPlace[];
  title: string;
  center?: GeoPoint;
  loadPlaces?: PlacesLoader;
  cluster?: boolean;
  pageScroll?: boolean;
  onReady: (ready: boolean) => void;
}

/**
 * The interactive map (Leaflet), loaded only in the browser and only when the map comes into
 * view. Pins are placed at once; the tiles come after, and when they cannot load the pins stay
 * on the plain background. With `loadPlaces` the map is made once: `places` are its first view and
 * pins, and after every move it shows what `loadPlaces` answers for the view (a failed answer
 * leaves the pins as they were).
 */
export default function LeafletMap({ places, title, center, loadPlaces, cluster = false, pageScroll = false, onReady }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<{ map: L.Map; pins: ReturnType<typeof pinLayer>; refresh: () => void } | null>(null);
  const loader = useRef(loadPlaces);
  // A live map keeps its first places for its view: new ones (a filter changed) are asked for by the loader.
  const [firstPlaces] = useState(places);
  const viewPlaces = loadPlaces ? firstPlaces : places;
  const hasLoader = Boolean(loadPlaces);
  const centerLat = center?.latitude;
  const centerLon = center?.longitude;

  useEffect(() => {
    loader.current = loadPlaces;
  }, [loadPlaces]);

  useEffect(() => {
    const el = container.current;
    const around = centerLat !== undefined && centerLon !== undefined ? { latitude: centerLat, longitude: centerLon } : undefined;
    if (!el || (viewPlaces.length === 0 && !(hasLoader && around))) return;
    const fingers = pageScroll && typeof window.matchMedia === 'function' && window.matchMedia(COARSE_POINTER).matches;
    const map = L.map(el, {
      scrollWheelZoom: false,
      // One finger scrolls the page; two move and zoom the map (touchZoom follows the fingers' middle).
      dragging: !fingers,
      zoomControl: true,
      attributionControl: true,
    });
    map.attributionControl.setPrefix(false);
    const pins = pinLayer(map, cluster);
    fitTo(map, viewPlaces, around);
    pins.set(viewPlaces);

    let asking: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const load = loader.current;
      if (!load) return;
      asking?.abort();
      const current = new AbortController();
      asking = current;
      load(boundsOf(map), current.signal)
        .then((next) => {
          if (!current.signal.aborted) pins.set(next);
        })
        .catch(() => undefined);
    };
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, 150);
    };
    if (hasLoader) map.on('moveend', refresh);
    live.current = { map, pins, refresh };

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
      clearTimeout(timer);
      asking?.abort();
      live.current = null;
      map.remove();
    };
  }, [viewPlaces, hasLoader, centerLat, centerLon, cluster, pageScroll, onReady]);

  // The loader changed (or came with the map): the places in view are asked for again.
  useEffect(() => {
    if (loadPlaces) live.current?.refresh();
  }, [loadPlaces]);

  return <div ref={container} className={styles.leaflet} role="region" aria-label={title} data-testid="places-map-live" />;
}

import { memo } from 'react';
import { Deferred, deferredPart } from '../../shell/deferred';
import type { GeoPoint } from './map-projection';
import type { LiveMapOptions, MapPlace } from './places-map.deferred';

export type { LiveMapOptions, MapBounds, MapPlace, PlacesLoader } from './places-map.deferred';

// The drawn plan and the code that puts the real map over it are not in the page's first load: the
// server renders the plan, the browser hydrates it once the page is used (shell/deferred.tsx); its pins are
// plain links meanwhile. Pure calls: a page that imports the storages feature without the map keeps none of it.
const PlacesMapPart = /* @__PURE__ */ deferredPart(() => import('./places-map.deferred').then((module) => ({ default: module.PlacesMap })));

interface PlacesMapProps extends LiveMapOptions {
  places: MapPlace[];
  title: string;
  center?: GeoPoint;
}

/** The same places, title, centre and options: the page may rebuild the list on every render. */
function sameMap(a: PlacesMapProps, b: PlacesMapProps): boolean {
  return (
    a.title === b.title &&
    a.center?.latitude === b.center?.latitude &&
    a.center?.longitude === b.center?.longitude &&
    a.loadPlaces === b.loadPlaces &&
    a.cluster === b.cluster &&
    a.pageScroll === b.pageScroll &&
    a.pinHint === b.pinHint &&
    JSON.stringify(a.places) === JSON.stringify(b.places)
  );
}

/**
 * The places on a map (places-map.deferred.tsx), hydrated after the page. With `loadPlaces` the live
 * map asks for the places in its view after every move (keep the function the same while what it
 * asks for is: it is compared by identity).
 */
export const PlacesMap = /* @__PURE__ */ memo(function PlacesMap(props: PlacesMapProps) {
  return (
    <Deferred>
      <PlacesMapPart {...props} />
    </Deferred>
  );
}, sameMap);

import { memo } from 'react';
import { Deferred, deferredPart } from '../../shell/deferred';
import type { GeoPoint } from './map-projection';
import type { MapPlace } from './places-map.deferred';

export type { MapPlace } from './places-map.deferred';

// The drawn plan and the code that puts the real map over it are not in the page's first load: the
// server renders the plan, the browser hydrates it once the page is used (shell/deferred.tsx); its pins are
// plain links meanwhile.
const PlacesMapPart = deferredPart(() => import('./places-map.deferred').then((module) => ({ default: module.PlacesMap })));

interface PlacesMapProps {
  places: MapPlace[];
  title: string;
  center?: GeoPoint;
}

/** The same places, title and centre: the page may rebuild the list on every render. */
function sameMap(a: PlacesMapProps, b: PlacesMapProps): boolean {
  return (
    a.title === b.title &&
    a.center?.latitude === b.center?.latitude &&
    a.center?.longitude === b.center?.longitude &&
    JSON.stringify(a.places) === JSON.stringify(b.places)
  );
}

/** The places on a map (places-map.deferred.tsx), hydrated after the page. */
export const PlacesMap = memo(function PlacesMap({ places, title, center }: PlacesMapProps) {
  return (
    <Deferred>
      <PlacesMapPart places={places} title={title} center={center} />
    </Deferred>
  );
}, sameMap);

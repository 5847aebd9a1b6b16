import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../shell/use-hydrated';
import { bookingOpened } from './booking-address';
import type { PanelPlace } from './place';

// The panel, its form and the calls are a chunk of their own, loaded when a booking is opened (or
// «Забронировать» is pointed at): the guest pages' first load carries none of it.
const loadPanel = () => import('./booking-panel');
const BookingPanel = lazy(loadPanel);
const WaitDialog = lazy(() => import('./wait-dialog'));

/** Starts loading the panel before it is asked for («Забронировать» hovered, focused or touched). */
export function preloadBookingPanel(): void {
  void loadPanel();
}

/**
 * What a locker's or a model's page renders for the booking: nothing until its address asks for it
 * (`?book=…`, or `?wait=…` on a model's page, see booking-address.ts), then the panel over the page.
 * Hidden while the login dialog is open over it (it opens again when the dialog closes). Only in
 * the browser: the server renders nothing here, so a kept guest page is the same for every address.
 */
export function BookingGate({ place }: { place: PanelPlace }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const opened = bookingOpened(location.search);
  if (!hydrated || !opened || new URLSearchParams(location.search).get('login') === 'dialog') return null;
  if (opened === 'book') {
    const params = new URLSearchParams(location.search);
    return (
      <Suspense fallback={null}>
        <BookingPanel key={`${location.pathname}:${params.get('book')}:${params.get('at') ?? ''}`} place={place} />
      </Suspense>
    );
  }
  return place.page === 'model' ? (
    <Suspense fallback={null}>
      <WaitDialog place={place} />
    </Suspense>
  ) : null;
}

import { useRevalidator } from 'react-router';
import { REALTIME_EVENTS, CLIENT_RESYNC } from '../../../lib/realtime-events';
import { useRealtimeEvent } from '../../shell/realtime/realtime-provider';

/** Reloads the page's data when a notification arrives over the socket (staff verified or rejected a document). */
export function useLiveStatus() {
  const revalidator = useRevalidator();
  const reload = () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  };
  useRealtimeEvent(REALTIME_EVENTS.notification, reload);
  useRealtimeEvent(CLIENT_RESYNC, reload);
}

// The clouds line's API shapes other domains and the pages may import (each part adds its line).
export * from './booking/booking-schema';

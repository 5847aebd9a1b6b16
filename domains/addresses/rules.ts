/** The limits of the address calls, named once for the schemas, the service and the pages. */
export const ADDRESS_RULES = {
  /** Live (not deleted) addresses one user may keep. */
  liveAddressesPerUser: 20,
  searchMinLength: 3,
  searchMaxLength: 200,
  suggestionsDefault: 10,
  suggestionsMax: 20,
  /** Search, reverse geocoding and delivery checks per user (per IP for a guest) per minute. */
  lookupsPerMinute: 60,
  /** How far from the point reverse geocoding looks for a house (DaData's largest radius). */
  reverseRadiusMeters: 1000,
} as const;

import { z } from 'zod';

/**
 * One address the suggestions service offers: DaData's suggestion read into the fields the product
 * uses. `latitude`/`longitude` are null when the service knows no point for it (a street, a village).
 */
export interface AddressSuggestion {
  value: string;
  unrestricted_value: string;
  postal_code: string | null;
  region: string | null;
  city: string | null;
  settlement: string | null;
  street: string | null;
  house: string | null;
  fias_id: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Address suggestions and reverse geocoding (DaData's suggest/address and geolocate/address). */
export interface AddressSuggestions {
  readonly sandbox: boolean;
  /** Addresses matching what was typed, best first; `city` narrows them to one city. */
  suggest(query: string, options: { count: number; city?: string }): Promise<AddressSuggestion[]>;
  /** Houses nearest to the point within the radius, nearest first. */
  geolocate(point: { lat: number; lon: number }, options: { count: number; radiusMeters: number }): Promise<AddressSuggestion[]>;
}

const text = z.string().nullish();
const coordinate = z.union([z.string(), z.number()]).nullish();

/** DaData's JSON answer of suggest/address and geolocate/address (the fields read; others are ignored). */
export const dadataAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      unrestricted_value: z.string().nullish(),
      data: z.object({
        postal_code: text,
        region_with_type: text,
        city: text,
        city_with_type: text,
        settlement_with_type: text,
        street_with_type: text,
        house: text,
        house_type: text,
        block_type: text,
        block: text,
        fias_id: text,
        geo_lat: coordinate,
        geo_lon: coordinate,
      }),
    }),
  ),
});

export type DadataAnswer = z.infer<typeof dadataAnswerSchema>;

function numberOf(value: string | number | null | undefined, limit: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** DaData's suggestions as the product's; a point only when both coordinates are numbers in range. */
export function suggestionsOf(answer: DadataAnswer): AddressSuggestion[] {
  return answer.suggestions.map(({ value, unrestricted_value, data }) => {
    const latitude = numberOf(data.geo_lat, 90);
    const longitude = numberOf(data.geo_lon, 180);
    const located = latitude !== null && longitude !== null;
    const block = data.block ? ` ${data.block_type ?? ''} ${data.block}`.replace(/\s+/g, ' ') : '';
    return {
      value,
      unrestricted_value: unrestricted_value ?? value,
      postal_code: data.postal_code ?? null,
      region: data.region_with_type ?? null,
      city: data.city ?? null,
      settlement: data.settlement_with_type ?? null,
      street: data.street_with_type ?? null,
      house: data.house ? `${data.house}${block}` : null,
      fias_id: data.fias_id ?? null,
      latitude: located ? latitude : null,
      longitude: located ? longitude : null,
    };
  });
}

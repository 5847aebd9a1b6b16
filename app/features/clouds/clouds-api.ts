import type { z } from 'zod';
import type { CloudOrder, MonthsAndDays, cloudSiteAnswerSchema, cloudTariffSchema } from '../../../domains/clouds/booking/booking-schema';
import { apiCreate, apiRequest } from '../../shell/api-client';

/** GET /api/cabinet/site/clouds: the warehouses, the volume limits and the estimator's things. */
export type CloudSite = z.infer<typeof cloudSiteAnswerSchema>;
/** A tariff period of GET /api/cabinet/v2/site/slots/tariffs for a volume. */
export type CloudTariff = z.infer<typeof cloudTariffSchema>;
export type CallMonth = MonthsAndDays['months'][number];
type CallDay = CallMonth['days'][number];
/**
 * A pickup window as the calculator and the checkout read it. The calendar call's answer also has the
 * window's instants; the pages carry the calendar in their HTML without them (`leanCalendar`).
 */
export type CloudWindow = Pick<CallDay['windows'][number], 'id' | 'time_from' | 'time_to' | 'free'>;
export type CloudDay = Omit<CallDay, 'windows'> & { windows: CloudWindow[] };
export type CloudMonth = Omit<CallMonth, 'days'> & { days: CloudDay[] };

export type { CloudOrder };

export interface CloudPriceLine {
  title: string;
  amount: number;
}

/** The quote of POST /api/cabinet/v2/site/calculate (the storage shape). */
export interface CloudQuote {
  price: {
    base: number;
    periodDiscount: number;
    promoDiscount: number;
    bonusesUsed: number;
    total: number;
    lines: CloudPriceLine[];
    unitPrice?: number;
    units?: number;
    periodTitle?: string;
    promoCode?: string | null;
  };
  starts_at: string;
  ends_at: string;
  free?: boolean;
}

export interface CloudBookingBody {
  warehouse_id: number;
  volume: number;
  period_code: string;
  window_id: number;
  address_id: number;
  floor?: number;
  passenger_elevator: boolean;
  service_lift: boolean;
  contact_name: string;
  contact_phone: string;
  comment?: string;
  promo_code?: string;
  use_bonuses?: boolean;
  auto_renewal?: boolean;
  payment_method: 'card' | 'invoice';
  company_uuid?: string;
}

export interface CloudBookingAnswer {
  order_id: number;
  request_id: number;
  status: string;
  hold_expires_at: string | null;
  price: CloudQuote['price'];
  payment: { id: string; confirmation_url: string | null } | null;
  invoice?: { id?: number; uuid?: string; number?: string; url?: string | null; pdf_url?: string | null } | null;
}

/** The calls of the clouds pages (the site's headers come with apiRequest). */
export const cloudsApi = {
  site(cityId?: number) {
    return apiRequest<CloudSite>('/api/cabinet/site/clouds', { query: { city_id: cityId } });
  },
  tariffs(warehouseId: number, volume: number, signal?: AbortSignal) {
    return apiRequest<CloudTariff[]>('/api/cabinet/v2/site/slots/tariffs', { query: { id: warehouseId, volume }, signal });
  },
  monthsAndDays(warehouseId: number, signal?: AbortSignal) {
    return apiRequest<{ months: CloudMonth[] }>('/api/cabinet/v2/site/slots/months-and-days', { query: { id: warehouseId }, signal });
  },
  /** The price of a volume and period; with `use_bonuses` (signed in) the bonuses are taken off too. */
  calculate(
    body: { warehouse_id: number; volume: number; period_code: string; promo_code?: string; use_bonuses?: boolean },
    signal?: AbortSignal,
  ) {
    const url = body.use_bonuses ? '/api/cabinet/v2/payments/calculate' : '/api/cabinet/v2/site/calculate';
    return apiRequest<CloudQuote>(url, { method: 'POST', body: { product_mark: 'CLOUD', ...body }, signal });
  },

  order(orderId: number) {
    return apiRequest<CloudOrder>('/api/cabinet/v2/orders/clouds', { query: { id: orderId } });
  },
  back(body: { phone: string; name?: string; comment?: string }) {
    return apiRequest<{ accepted: true; path: string | null }>('/api/cabinet/v2/site/clouds/back', { method: 'POST', body });
  },
  book(body: CloudBookingBody) {
    return apiCreate<CloudBookingAnswer>('/api/cabinet/v2/orders/clouds', body);
  },
};

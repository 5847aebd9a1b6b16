import type { CellSize } from '../../../domains/storages/schema';

export interface PeriodOption {
  code: string;
  title: string;
  length: number;
  discount_percent: number;
  unit_price: number;
  total: number;
}

export interface CellPageData {
  cell: {
    id: number;
    number: string;
    floor: number;
    size_code: string;
    size_title: string;
    area: number;
    volume: number;
    width_cm: number;
    depth_cm: number;
    height_cm: number;
    features: string[];
    is_free: boolean;
  };
  warehouse: {
    id: number;
    slug: string;
    name: string;
    address: string;
    metro: string | null;
    photo: string | null;
    access: string;
    office: string;
    access24h: boolean;
  };
  periods: { monthly: PeriodOption[]; daily: PeriodOption[] };
  hasGuestTariff: boolean;
  others: { id: number; number: string; floor: number; area: number }[];
  sizes: CellSize[];
  /** The viewer's companies: with any, the order may be paid by an invoice to one of them. */
  companies: { uuid: string; name: string }[];
  /** The dates `cell.is_free` and `others` are for (those of the address), or null for the default month. */
  freeFor: { tariff: 'monthly' | 'daily'; period: string; start: string } | null;
  today: string;
  maxStart: string;
}

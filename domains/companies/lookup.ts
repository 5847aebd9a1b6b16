/** What the registry lookup (DaData «findById/party» and «findById/bank», or its sandbox) answers. */
export interface PartyInfo {
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  /** The short name with its legal form, «ПАО Сбербанк». */
  name: string;
  full_name: string | null;
  /** LEGAL: an organisation; INDIVIDUAL: a sole proprietor. */
  type: 'LEGAL' | 'INDIVIDUAL';
  legal_address: string | null;
  director: string | null;
  director_post: string | null;
  /** ACTIVE, LIQUIDATING, LIQUIDATED, BANKRUPT, REORGANIZING. */
  status: string;
}

export interface BankInfo {
  bik: string;
  name: string;
  correspondent_account: string | null;
  address: string | null;
}

export interface CompanyLookup {
  source: 'sandbox' | 'dadata';
  party(inn: string): Promise<PartyInfo | null>;
  bank(bik: string): Promise<BankInfo | null>;
}

/** Small inline icons of the header (no icon font, no requests). */
export function CoinIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" fill="#fbbf24" stroke="#d97706" strokeWidth="1.5" />
      <path
        fill="#92400e"
        d="M10 7h3.2a3 3 0 0 1 0 6H11.6v1.2H14v1.6h-2.4V17H10v-1.2H8.8v-1.6H10V13H8.8v-1.6H10V7Zm1.6 1.6v2.8h1.6a1.4 1.4 0 0 0 0-2.8h-1.6Z"
      />
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d={
          'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 ' +
          '0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z'
        }
      />
    </svg>
  );
}

export function AccountIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d={
          'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-8a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 10c-4.42 0-8 2.24-8 ' +
          '5v3h16v-3c0-2.76-3.58-5-8-5Zm6 6H6v-1c0-1.3 2.5-3 6-3s6 1.7 6 3v1Z'
        }
      />
    </svg>
  );
}

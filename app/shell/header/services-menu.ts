export const servicesMenu = [
  { to: '/storages/', label: 'Хранение вещей' },
  { to: '/prokat/', label: 'Инструменты' },
  { to: '/kvartiry/', label: 'Аренда квартир' },
] as const;

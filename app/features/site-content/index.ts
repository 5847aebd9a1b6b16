// What other features may import from site-content; the rest of the folder is its own (project/feature-boundaries).
export { Faq } from './faq';
export { readableTextColor, safeBackground } from './text-color';
export { Banners } from './banners';
export { CallbackLead } from './callback-lead';

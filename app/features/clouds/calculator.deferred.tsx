// The calculator of /clouds/ as a part loaded at the page's first use (clouds-page.tsx,
// shell/deferred.tsx): the server renders it with the page, its chunk (with the API client) comes then.
export { CloudCalculator as default } from './cloud-calculator';

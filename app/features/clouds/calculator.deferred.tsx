// The calculator of /clouds/, kept out of the page's first load (shell/deferred.tsx): the server
// renders it with the page, its chunk (with the API client) comes as the page hydrates.
export { CloudCalculator as default } from './cloud-calculator';

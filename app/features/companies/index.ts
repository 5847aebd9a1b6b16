export { CompaniesPage, type CompaniesPageData } from './companies-page';

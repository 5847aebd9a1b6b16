export { DocumentsPage, type DocumentsPageData } from './documents-page';
export { PassportPage, type PassportPageData } from './passport-page';
export { SelfiePage } from './selfie-page';
export { AdminDocumentsPage, type AdminDocumentsPageData } from './admin-documents-page';
export { AdminDocumentPage } from './admin-document-page';
export { LodgersPage } from './lodgers-page';

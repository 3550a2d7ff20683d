// Documents a screen hands to the person: files to download, receipts as PDF.
export { labelledPdf, type PdfSection } from './labelledPdf';
export { ReceiptView, type ReceiptViewProps } from './ReceiptView';
export { saveFile } from './saveFile';
export { boletoSheetPdf, itfModules, type BoletoSheet } from './boletoSheetPdf';

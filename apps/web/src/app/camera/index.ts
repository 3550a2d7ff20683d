// The camera as a code reader: Pix QR Codes and boleto barcodes, read on the device.
export { BarcodeScannerDialog, type ScannerTexts } from './BarcodeScannerDialog';
export type { ScannedFormat } from './barcodeDetector';

export { BarcodeView, type BarcodeViewProps } from './BarcodeView';

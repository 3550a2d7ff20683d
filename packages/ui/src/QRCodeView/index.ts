export { QRCodeView, type QRCodeViewProps } from './QRCodeView';

import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/*
 * The BarcodeDetector API (native only in Chrome on Android) as the ZXing-C++ WebAssembly
 * ponyfill, its .wasm served by this app rather than the CDN the library defaults to (the CSP
 * allows this origin only). Loaded with the scanner, never with the rest of the screen.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

/** A detector of QR Codes only: a Pix code is never another symbology. */
export function createQrDetector(): Pick<BarcodeDetector, 'detect'> {
  return new BarcodeDetector({ formats: ['qr_code'] });
}

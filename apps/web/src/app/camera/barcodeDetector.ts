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

/** What the screens scan: a Pix QR Code, or a boleto's ITF barcode (interleaved 2 of 5). */
export type ScannedFormat = 'qr_code' | 'itf';

/** A detector of the given symbologies only, so nothing else on the paper is read. */
export function createBarcodeDetector(
  formats: readonly ScannedFormat[],
): Pick<BarcodeDetector, 'detect'> {
  return new BarcodeDetector({ formats: [...formats] });
}

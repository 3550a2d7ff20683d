import { clsx } from 'clsx';
import type { SVGAttributes } from 'react';
import { barcodeView } from './BarcodeView.css';

export interface BarcodeViewProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /**
   * The bars, one character a module, '1' dark and '0' light: a barcode library's encoding
   * (JsBarcode's ITF for a boleto), so the kit draws any symbology without encoding any.
   */
  modules: string;
  /** What the image is, for screen readers ("Código de barras do boleto"). */
  label: string;
}

/** A one-dimensional barcode drawn as SVG, sharp at any size, dark on a light tile. */
export function BarcodeView({ modules, label, className, ...rest }: BarcodeViewProps) {
  const runs = [...modules.matchAll(/1+/g)];
  return (
    <svg
      {...rest}
      className={clsx(barcodeView, className)}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${Math.max(modules.length, 1)} 50`}
      preserveAspectRatio="none"
    >
      {runs.map((run) => (
        <rect
          key={run.index}
          x={run.index}
          y={0}
          width={run[0].length}
          height={50}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}

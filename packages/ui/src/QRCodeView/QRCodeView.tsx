import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from '../CopyField';
import { caption, code, qrCodeView } from './QRCodeView.css';
import { useUiMessages } from '../Locale';

export interface QRCodeViewProps extends Omit<HTMLAttributes<HTMLElement>, 'onCopy'> {
  /** The BR Code (EMV payload) to encode. */
  value: string;
  /** Accessible name of the QR image. */
  label?: string;
  /** Shown under the code, e.g. the amount and the receiver. */
  description?: ReactNode;
  /** Show the copy-and-paste code with a copy button under the QR image. */
  showCopyField?: boolean;
  copyFieldLabel?: string;
  onCopy?: (value: string) => void;
}

/**
 * A Pix QR code drawn as SVG, always dark on a light tile (scanners expect that in both themes),
 * with its copy-and-paste code below for people who cannot scan.
 */
export function QRCodeView({
  value,
  label: labelProp,
  description,
  showCopyField = true,
  copyFieldLabel,
  onCopy,
  className,
  ...rest
}: QRCodeViewProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.pixQrCode : labelProp;
  return (
    <figure {...rest} className={clsx(qrCodeView, className)}>
      <QRCodeSVG
        className={code}
        value={value}
        // Medium error correction: sturdy on a phone screen while keeping BR Codes small.
        level="M"
        marginSize={4}
        fgColor="currentColor"
        bgColor="transparent"
        role="img"
        aria-label={label}
      />
      {description ? <figcaption className={caption}>{description}</figcaption> : null}
      {showCopyField ? <CopyField value={value} label={copyFieldLabel} onCopy={onCopy} /> : null}
    </figure>
  );
}

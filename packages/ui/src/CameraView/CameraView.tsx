import { clsx } from 'clsx';
import type { Ref, VideoHTMLAttributes } from 'react';
import { cameraView } from './CameraView.css';

export interface CameraViewProps extends VideoHTMLAttributes<HTMLVideoElement> {
  /** What the camera is for, read by screen readers ("Câmera para ler o QR Code"). */
  label: string;
  ref?: Ref<HTMLVideoElement>;
}

/**
 * A square live camera preview (the screen gives it a MediaStream through the ref): muted and
 * inline, so phones play it without going full screen.
 */
export function CameraView({ label, className, ref, ...rest }: CameraViewProps) {
  return (
    <video
      {...rest}
      ref={ref}
      className={clsx(cameraView, className)}
      aria-label={label}
      muted
      playsInline
      autoPlay
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { CameraView, Dialog, Notify, Stack, Text } from '@ipe/ui';
import type { ScannedFormat } from './barcodeDetector';

/** How often a frame is handed to the detector: often enough to feel instant, light on a phone. */
const SCAN_INTERVAL_MS = 250;

type ScanState = 'starting' | 'looking' | 'denied' | 'noCamera' | 'failed';

function problemOf(error: unknown): ScanState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/** What the dialog says, in the words of the screen that opens it. */
export interface ScannerTexts {
  title: string;
  description: string;
  /** The camera preview's label for screen readers. */
  camera: string;
  starting: string;
  looking: string;
  denied: string;
  noCamera: string;
  failed: string;
}

/**
 * The camera, read on this device for a code of the given formats (nothing leaves it): the first
 * code found is handed back and the camera is switched off. Without a camera, or without
 * permission, it says so and the person types or pastes the code instead.
 */
export function BarcodeScannerDialog({
  formats,
  texts,
  onCode,
  onClose,
}: {
  formats: readonly ScannedFormat[];
  texts: ScannerTexts;
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<ScanState>('starting');
  // The latest callback, so a new render does not restart the camera.
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        const [{ createBarcodeDetector }, media] = await Promise.all([
          import('./barcodeDetector'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
        ]);
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        const detector = createBarcodeDetector(formats);
        setState('looking');
        let busy = false;
        timer = setInterval(() => {
          const frame = video.current;
          if (busy || stopped || !frame || frame.readyState < 2) return;
          busy = true;
          detector
            .detect(frame)
            .then((codes) => {
              const code = codes[0]?.rawValue;
              if (code && !stopped) {
                stop();
                found.current(code);
              }
            })
            .catch(() => undefined)
            .finally(() => {
              busy = false;
            });
        }, SCAN_INTERVAL_MS);
      } catch (error) {
        stop();
        setState(problemOf(error));
      }
    })();
    return stop;
    // The formats are the screen's constant: the camera starts once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const problem = state === 'denied' || state === 'noCamera' || state === 'failed';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.title}
      description={texts.description}
      position="center"
    >
      {/* Busy while the camera opens: assistive tech (and a screenshot) waits for its answer. */}
      <Stack space="md" aria-busy={state === 'starting'}>
        {problem ? (
          <Notify variant="warning" message={texts[state]} />
        ) : (
          <>
            <CameraView ref={video} label={texts.camera} />
            <Text size="sm" tone="muted" role="status">
              {texts[state]}
            </Text>
          </>
        )}
      </Stack>
    </Dialog>
  );
}

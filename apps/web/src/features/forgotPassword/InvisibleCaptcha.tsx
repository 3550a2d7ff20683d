import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { WidgetMethods } from 'altcha/types';
import { loadAltcha } from '../../app/captcha/loadAltcha';

type AltchaElement = HTMLElement & Partial<WidgetMethods>;

export interface InvisibleCaptchaHandle {
  /** Solves a fresh proof-of-work challenge; the payload, or null when it could not. */
  solve(): Promise<string | null>;
}

export interface InvisibleCaptchaProps {
  /** Where the widget fetches its challenge (the bank's captcha API). */
  challengeUrl: string;
  language: string;
  ref: Ref<InvisibleCaptchaHandle>;
}

/**
 * The sign-in's ALTCHA proof of work, without its badge: SPEC §1 shows the bot-challenge badge on
 * the sign-in route only, yet asking for a reset code must cost a bot the same work. The widget
 * exists only while a form is being sent, in `invisible` display, and is solved then; a proof of
 * work asks nothing of the person, so nothing is lost by not showing it.
 */
export function InvisibleCaptcha({ challengeUrl, language, ref }: InvisibleCaptchaProps) {
  const [solving, setSolving] = useState(false);
  const waiting = useRef<Array<(widget: AltchaElement) => void>>([]);

  // Fetched ahead, so sending the form does not wait for the widget's code.
  useEffect(() => {
    void loadAltcha();
  }, []);

  const attach = useCallback((node: AltchaElement | null) => {
    if (!node) return;
    for (const resolve of waiting.current.splice(0)) resolve(node);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        try {
          await loadAltcha();
          const mounted = new Promise<AltchaElement>((resolve) => waiting.current.push(resolve));
          setSolving(true);
          const result = await (await mounted).verify?.();
          return result?.payload ?? null;
        } catch {
          return null;
        } finally {
          setSolving(false);
        }
      },
    }),
    [],
  );

  return solving ? (
    <altcha-widget
      ref={attach}
      challenge={challengeUrl}
      language={language === 'en' ? 'en' : 'pt-br'}
      display="invisible"
      name="altcha"
    />
  ) : null;
}

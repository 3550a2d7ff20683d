import { useEffect, useId, useRef, useState } from 'react';
import type { WidgetMethods } from 'altcha/types';
import { Skeleton, Stack, Text, useLoadingOverlay, vars } from '@ipe/ui';
import { loadAltcha } from '../../app/captcha/loadAltcha';

export interface CaptchaProps {
  /** Where the widget fetches its proof-of-work challenge (the bank's captcha API). */
  challengeUrl: string;
  /** The app's language; the widget speaks pt-BR or English. */
  language: string;
  label: string;
  hint: string;
  /** The solved payload, or null while there is none (not solved yet, expired, reset). */
  onChange: (payload: string | null) => void;
  /** Bump to get a fresh challenge (a challenge is good for one sign-in attempt). */
  resetSignal: number;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * The self-hosted ALTCHA proof-of-work check of the sign-in. Its badge exists only while this
 * component is mounted, i.e. on the sign-in route.
 */
export function Captcha({
  challengeUrl,
  language,
  label,
  hint,
  onChange,
  resetSignal,
}: CaptchaProps) {
  const widget = useRef<HTMLElement & Partial<WidgetMethods>>(null);
  const [loaded, setLoaded] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const latestOnChange = useRef(onChange);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  // Drawn beneath the startup check's overlay, the screen cannot be used until it answers: the
  // widget's 34 KB wait for that, so on a phone they do not slow the check that lets the person
  // type (docs/decisions/0020-public-screens-beneath-the-startup-check.md).
  const { isOpen: behindOverlay } = useLoadingOverlay();
  useEffect(() => {
    if (behindOverlay || loaded) return;
    let live = true;
    void loadAltcha().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [behindOverlay, loaded]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      latestOnChange.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', handle);
    return () => element.removeEventListener('statechange', handle);
  }, [loaded]);

  useEffect(() => {
    if (resetSignal > 0) widget.current?.reset?.();
  }, [resetSignal]);

  return (
    <Stack space="xs" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Text id={labelId} size="sm" weight="medium">
        {label}
      </Text>
      {loaded ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl}
          language={language === 'en' ? 'en' : 'pt-br'}
          name="altcha"
          auto="onfocus"
          data-testid="captcha"
        />
      ) : (
        <Skeleton shape="block" height={vars.size.controlLg} />
      )}
      <Text as="p" id={hintId} size="xs" tone="muted">
        {hint}
      </Text>
    </Stack>
  );
}

import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resources, i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '@ipe/domain';

/** A feature's own texts: pt-BR shipped with its screens, English fetched when someone picks it. */
export interface FeatureTexts<Namespace extends keyof Resources> {
  namespace: Namespace;
  ptBR: Resources[Namespace];
  en: () => Promise<Resources[Namespace]>;
}

const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Nothing to wait for, marked as React marks a settled promise, so use() never suspends on it. */
const READY: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

function loadEnglish<N extends keyof Resources>(instance: I18n, texts: FeatureTexts<N>) {
  let started = loading.get(instance);
  if (!started) loading.set(instance, (started = new Map()));
  let promise = started.get(texts.namespace);
  if (!promise) {
    promise = texts.en().then((bundle) => {
      instance.addResourceBundle('en', texts.namespace, bundle, true, true);
    });
    started.set(texts.namespace, promise);
  }
  return promise;
}

/**
 * `t` of a feature's namespace. The feature's texts travel with its route's code, not in one file
 * every feature edits; the first screen of the feature adds them to i18next. In English the
 * screen suspends (its route's fallback shows) until the English file has arrived.
 */
export function useFeatureTranslation<N extends keyof Resources>(texts: FeatureTexts<N>) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, texts.namespace)) {
    i18n.addResourceBundle(DEFAULT_LOCALE, texts.namespace, texts.ptBR, true, true);
  }
  // use() on every render (React wants it called the same way each time): the English file's
  // loading while it comes, then the same, settled, promise; READY in pt-BR.
  const english =
    i18n.language === 'en' &&
    (!i18n.hasResourceBundle('en', texts.namespace) || loading.get(i18n)?.has(texts.namespace))
      ? loadEnglish(i18n, texts)
      : READY;
  use(english);
  return useTranslation(texts.namespace);
}

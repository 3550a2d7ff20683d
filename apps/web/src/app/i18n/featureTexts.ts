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

/**
 * The English files asked for, per i18next instance: keyed by its resource store, since
 * react-i18next hands each component its own proxy of the instance.
 */
const loading = new WeakMap<I18n['store'], Map<string, Promise<void>>>();

function loadEnglish<N extends keyof Resources>(instance: I18n, texts: FeatureTexts<N>) {
  let started = loading.get(instance.store);
  if (!started) loading.set(instance.store, (started = new Map()));
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
  // In English, use() on every render once the file was asked for: the render that finishes a
  // suspended one must call it again. Never in pt-BR: a render that hands React a promise, even a
  // settled one, inside a test's act() makes React keep the act's leftover work where nothing
  // flushes it, and a click's navigation never draws (docs/architecture/web-app.md, "A screen's
  // texts and React's act()").
  if (
    i18n.language === 'en' &&
    (!i18n.hasResourceBundle('en', texts.namespace) ||
      loading.get(i18n.store)?.has(texts.namespace))
  ) {
    use(loadEnglish(i18n, texts));
  }
  return useTranslation(texts.namespace);
}

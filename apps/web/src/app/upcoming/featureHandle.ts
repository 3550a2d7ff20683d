import type { ptBRBank } from '../i18n/locales/ptBR.bank';

// What routes built by featureRoute.ts carry, apart from the builders: the pages they load read
// it, so it cannot live beside the lazy imports of those pages (that would be an import cycle).

/** A product function with its texts under `features.<id>` in the language files. */
export type FeatureId = keyof typeof ptBRBank.features;

/** One function of a section, as its hub lists it. */
export interface FeatureEntry {
  /** Path under the section, e.g. 'pay/key'; or absolute ('/bank/pix/keys') for another's. */
  path: string;
  feature: FeatureId;
  /** Moves money: disabled in consult mode (SPEC §4/§6). */
  movesMoney: boolean;
}

/** What a hub or an upcoming-function route carries in its `handle`. */
export interface FeatureHandle {
  kind: 'hub' | 'upcoming';
  feature: FeatureId;
  movesMoney: boolean;
  /** The section's root path, e.g. '/bank/pix'. */
  base: string;
  /** The section's functions (hub) or its siblings (upcoming). */
  entries: readonly FeatureEntry[];
}

export function isFeatureHandle(value: unknown): value is FeatureHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as FeatureHandle).kind === 'hub' || (value as FeatureHandle).kind === 'upcoming')
  );
}

/**
 * The chunks each landing screen needs beyond the entry, as the build lists them in index.html
 * (apps/web/vite.config.ts, `preloadLandingChunks`).
 */
export interface LandingChunks {
  /** Sign-in's screen: for every address outside the bank, where a visit starts. */
  signIn: readonly string[];
  /** The bank's frame: its route table, layout, incoming-money watcher and the HTTP client. */
  bank: readonly string[];
  /** Home's screen beyond the frame, for /bank and /bank/home. */
  home: readonly string[];
}

/** The id of the JSON data block in index.html that holds the build's lists. */
export const LANDING_CHUNKS_ID = 'landing-chunks';

/** What the screen at this hash-routed address needs first. */
export function chunksFor(hash: string, chunks: LandingChunks): readonly string[] {
  const path = hash.replace(/^#/, '').replace(/[?#].*$/, '');
  if (/^\/bank\/?$|^\/bank\/home\/?$/.test(path)) return [...chunks.bank, ...chunks.home];
  if (/^\/bank\//.test(path)) return chunks.bank;
  return chunks.signIn;
}

/**
 * Announces (modulepreload) the chunks of the screen this address opens, so the browser fetches
 * them beside the startup chunk instead of once the router asks for them. Only those: home does
 * not fetch sign-in's screen, which it never runs (docs/architecture/performance.md, "Each
 * landing screen its own chunks"). A page without the lists announces nothing.
 */
export function announceLandingChunks(document: Document, hash: string): void {
  const lists = document.getElementById(LANDING_CHUNKS_ID)?.textContent;
  if (!lists) return;
  for (const file of chunksFor(hash, JSON.parse(lists) as LandingChunks)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The bank server's origin when it is not the page's own (development against a remote API). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

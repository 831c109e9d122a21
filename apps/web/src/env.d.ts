/** The API base baked in by vite.config.ts (default /qt). */
declare const __API_BASE__: string;
/** The CAS server's base (single sign-on; empty: none), baked in by vite.config.ts. */
declare const __CAS_BASE__: string;
/** The online file-preview service's base (empty: none), baked in by vite.config.ts. */
declare const __PREVIEW_BASE__: string;

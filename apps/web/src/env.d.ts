/** The API base baked in by vite.config.ts (default /qt). */
declare const __API_BASE__: string;

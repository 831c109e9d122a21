/**
 * Build plugin: `<link rel="modulepreload">` in index.html for the login page's chunks. The login
 * page is lazy (its own chunk, issue #5 bundle budget) but it is what a cold start shows most
 * often, so the browser fetches it alongside the entry instead of after the entry has run (one
 * round trip less before the login form; preloaded modules are fetched and parsed, not run).
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from "vite";

const LOGIN_PAGE = "/src/pages/user/Login.tsx";

export function preloadLoginPage(): Plugin {
  return {
    name: "qt-preload-login-page",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(Object.values(bundle).flatMap((c): [string, Rollup.OutputChunk][] => (c.type === "chunk" ? [[c.fileName, c]] : [])));
        const login = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(LOGIN_PAGE));
        if (!login) throw new Error(`preload-login: no chunk for ${LOGIN_PAGE}`);
        // What the entry loads already (its own modulepreload links) is left out.
        const loaded = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of chunks.get(file)?.imports ?? []) visit(next, into);
        };
        for (const entry of chunks.values()) if (entry.isEntry) visit(entry.fileName, loaded);
        const wanted = new Set<string>();
        visit(login.fileName, wanted);
        const tags: HtmlTagDescriptor[] = [...wanted]
          .filter((file) => !loaded.has(file))
          .map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `./${file}` }, injectTo: "head" }));
        return { html, tags };
      },
    },
  };
}

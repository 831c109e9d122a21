/**
 * Renders the page of a component path from the registry, loaded on demand (its own chunk), with
 * a spinner while it loads, a retry when the chunk fails (an error, a stylesheet that failed, or no
 * answer within 120000 ms: ./chunk-load.ts), and a clear notice when the menu names a
 * component this version does not have. Plain HTML (./plain.css): it serves the login route too.
 */
import { Component, Suspense, useEffect, useMemo, useReducer, useState, type ComponentType, type ReactNode } from "react";
import { useI18n } from "../app/i18n";
import { pageLoader, type PageProps } from "../pages/registry";
import { useHashSearch } from "../router/hash-location";
import { loadChunk } from "./chunk-load";

/**
 * Pages whose chunk has loaded, by component path. A page is rendered from here, not through
 * React.lazy: a lazy page that is still loading shows the Suspense fallback, and React then holds
 * the finished page back until 300 ms after the fallback appeared (its fallback throttle), which
 * made every first visit of a page, the login page above all, 300 ms slower.
 */
const loaded = new Map<string, ComponentType<PageProps>>();

/** Starts loading a page's chunk (e.g. the page the console opens at, before the guard decides). */
export function preloadPage(component: string): Promise<ComponentType<PageProps>> | null {
  const loader = pageLoader(component);
  if (!loader) return null;
  return loadChunk(component, loader).then((module) => {
    loaded.set(component, module.default);
    return module.default;
  });
}

class ChunkBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          this.props.onRetry();
          this.setState({ failed: false });
        })
      : this.props.children;
  }
}

export function PageLoader({ component, path }: { component: string; path: string }) {
  const { t } = useI18n();
  const search = useHashSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const exists = pageLoader(component) !== undefined;
  const Page = loaded.get(component);

  useEffect(() => {
    // Also when the chunk arrived between this render and the effect: the render had no page.
    if (!exists || Page) return;
    let live = true;
    preloadPage(component)?.then(
      () => live && rerender(),
      () => live && setFailed(component),
    );
    return () => {
      live = false;
    };
  }, [component, exists, attempt, Page]);

  const retry = () => {
    setFailed(null);
    setAttempt((n) => n + 1);
  };
  const failure = (again: () => void) => (
    <div className="qt-notice qt-plain" role="alert">
      <p>{t("app.pageLoadFailed")}</p>
      <button type="button" className="qt-button qt-button--outline" onClick={again}>
        {t("app.retry")}
      </button>
    </div>
  );
  const spinner = (
    <div className="qt-loader" role="status">
      <span className="qt-spinner" aria-hidden="true" />
      <span className="qt-sr-only">{t("app.loading")}</span>
    </div>
  );

  if (!exists)
    return (
      <div className="qt-notice" role="alert">
        <p>{t("app.noComponent", { component })}</p>
      </div>
    );
  if (failed === component) return failure(retry);
  if (!Page) return spinner;
  return (
    // Render errors of the page itself; Suspense for what the page loads lazily inside.
    <ChunkBoundary onRetry={retry} fallback={failure}>
      <Suspense fallback={spinner}>
        <Page path={path} query={query} />
      </Suspense>
    </ChunkBoundary>
  );
}

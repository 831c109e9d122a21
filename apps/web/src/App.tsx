/**
 * The console: providers, the guard, and the layout for the location it let pass — the login
 * layout for /user/*, a blank page for the OAuth2 login, the test page and /404, the main layout
 * for everything else (whose pages come from the permission menu).
 *
 * No Chakra here: the login layout and its pages are plain HTML + ./layouts/plain.css, and Chakra's
 * provider comes with the lazily loaded parts that use it (the main layout, the toasts and dialog,
 * the other blank pages), so that /user/login stays within its bundle budget (issue #5).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { I18nProvider } from "./app/i18n";
import { NotifyMount } from "./app/notify";
import { Gate } from "./router/Gate";
import { currentPath } from "./router/hash-location";
import { OUTSIDE_PAGES } from "./router/routes";
import type { Services } from "./app/services";
import { PageLoader, preloadPage } from "./layouts/PageLoader";
import { DocumentTitle } from "./layouts/DocumentTitle";
// The login layout is tiny (plain HTML): in the entry, so that the login page is one request away.
import UserLayout from "./layouts/UserLayout";
import "./layouts/plain.css";

const MainLayout = lazy(() => import("./layouts/MainLayout"));
const ChakraScope = lazy(() => import("./app/ChakraScope"));

/**
 * The page the console opens at, when it is one of the outside pages (the login page above all),
 * starts loading now, while the guard decides, instead of after the decision and the layout.
 * The login page's GET /sys/loginConfig goes out now too (its form waits for the answer).
 */
export function prepareOpening(services: Services): void {
  const opening = OUTSIDE_PAGES[currentPath()];
  if (opening) void preloadPage(opening.component)?.catch(() => undefined); // a failure shows when the page renders
  if (opening?.component === "user/Login") services.api.login.prefetchConfig();
}

/** Blank-layout pages written without Chakra (the others get Chakra's provider). */
const PLAIN_BLANK_PAGES = new Set(["oauth2/OAuth2Login"]);

function Screen({ fullPath }: { fullPath: string }) {
  const path = fullPath.split("?")[0] as string;
  const outside = OUTSIDE_PAGES[path];
  if (outside?.layout === "user")
    return (
      <UserLayout>
        <DocumentTitle titleId={outside.title} />
        <PageLoader component={outside.component} path={path} />
      </UserLayout>
    );
  if (outside) {
    const page: ReactNode = (
      <>
        <DocumentTitle titleId={outside.title} />
        <PageLoader component={outside.component} path={path} />
      </>
    );
    return PLAIN_BLANK_PAGES.has(outside.component) ? page : <ChakraScope>{page}</ChakraScope>;
  }
  return <MainLayout fullPath={fullPath} />;
}

export function App() {
  return (
    <I18nProvider>
      <NotifyMount />
      <Gate>
        {(fullPath) => (
          <Suspense fallback={null}>
            <Screen fullPath={fullPath} />
          </Suspense>
        )}
      </Gate>
    </I18nProvider>
  );
}

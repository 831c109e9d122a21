/**
 * The navigation guard in the browser: every hash change is a NAVIGATE for the navigation machine
 * (which decides by the pure rules of @qt/machines), with the redirect query of the location it
 * came from. Its children render only for a location the guard let pass; meanwhile the progress
 * bar runs (shell.md §2 "Navigation guard").
 */
import { readToken } from "@qt/sdk";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Services } from "../app/services";
import { useServices } from "../app/ServicesContext";
import { currentFullPath, currentPath, currentSearch, navigate, redirectQuery, useFullPath } from "./hash-location";
import { ProgressBar } from "./ProgressBar";
import { REDIRECTS } from "./routes";

export function Gate({ children }: { children: (passedPath: string) => ReactNode }) {
  const services = useServices();
  const fullPath = useFullPath();
  const [passed, setPassed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previousSearch = useRef("");

  useEffect(() => {
    const subscriptions = [
      services.navigation.on("pass", () => setPassed(currentFullPath())),
      services.navigation.on("progress", ({ active }) => setBusy(active)),
      services.navigation.on("redirect", ({ to }) => {
        const target = to.path + (to.query ? `?redirect=${encodeURIComponent(to.query.redirect)}` : "");
        // Back to the same location (permissions just loaded): decide it again.
        if (target === currentFullPath()) decide(services);
        else navigate(target, { replace: to.replace ?? false });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [services]);

  useEffect(() => {
    const path = currentPath();
    const target = REDIRECTS[path];
    if (target) return navigate(target + (currentSearch() ? `?${currentSearch()}` : ""), { replace: true });
    decide(services, redirectQuery(previousSearch.current));
    previousSearch.current = currentSearch();
  }, [services, fullPath]);

  return (
    <>
      <ProgressBar active={busy || passed !== fullPath} />
      {passed === null ? null : children(passed)}
    </>
  );
}

/** Asks the navigation machine about the current location. */
function decide({ client, navigation }: Pick<Services, "client" | "navigation">, redirect: string | null = null): void {
  navigation.send({
    type: "NAVIGATE",
    hasToken: !!readToken(client.store),
    path: currentPath(),
    fullPath: currentFullPath(),
    redirect,
  });
}

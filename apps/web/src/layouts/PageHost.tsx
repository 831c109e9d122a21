/**
 * The routed page (shell.md §2 "Routed content keeps pages alive when route meta asks for it"):
 * pages whose route is keep-alive stay mounted (hidden) while their tab is open, so their state
 * survives tab switches; closing the tab drops them. A tab's 刷新 remounts its page.
 */
import { Box } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useServices } from "../app/ServicesContext";
import type { PageRoute } from "../router/routes";
import { PageLoader } from "./PageLoader";

interface Alive {
  page: PageRoute;
  path: string;
}

export function PageHost({ page, path, fullPath }: { page: PageRoute; path: string; fullPath: string }) {
  const { tabs } = useServices();
  const { open, keepAlive } = useSelector(tabs, (s) => ({ open: s.context.tabs.map((tab) => tab.fullPath), keepAlive: s.context.keepAlive }));
  const [alive, setAlive] = useState<Map<string, Alive>>(() => new Map());
  const [generation, setGeneration] = useState<Record<string, number>>({});

  useEffect(() => {
    const sub = tabs.on("refresh", ({ tab }) => setGeneration((g) => ({ ...g, [tab.fullPath]: (g[tab.fullPath] ?? 0) + 1 })));
    return () => sub.unsubscribe();
  }, [tabs]);

  // Remember the current page if it is kept alive; forget pages whose tab or keep-alive entry went.
  useEffect(() => {
    setAlive((current) => {
      const next = new Map([...current].filter(([key, entry]) => open.includes(key) && !!entry.page.componentName && keepAlive.includes(entry.page.componentName)));
      if (page.keepAlive && page.componentName) next.set(fullPath, { page, path });
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullPath, page, open.join("\n"), keepAlive.join("\n")]);

  const entries = new Map(alive);
  if (!entries.has(fullPath)) entries.set(fullPath, { page, path });
  return (
    <>
      {[...entries].map(([key, entry]) => (
        <Box key={`${key}#${generation[key] ?? 0}`} hidden={key !== fullPath} data-page={key}>
          <PageLoader component={entry.page.component} path={entry.path} />
        </Box>
      ))}
    </>
  );
}

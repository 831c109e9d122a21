/** The part of the router's current route the client needs. */
export interface RouteLike {
  name?: string | null;
  params?: Record<string, unknown> | null;
}

/** The low-app id of a route: its `appId` param when its name starts with `low-app`. */
export function lowAppIdOf(route: RouteLike | null | undefined): string | undefined {
  if (!route?.name || !route.name.startsWith("low-app")) return undefined;
  const appId = route.params?.appId;
  return appId === undefined || appId === null || appId === "" ? undefined : String(appId);
}

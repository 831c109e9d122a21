/**
 * The console's long-lived parts, created once per page by `createServices()` and handed to the
 * views through React context (./ServicesContext.tsx), never imported as module singletons: the SDK
 * client, the app's named calls over it (../data/api.ts), the query cache of the data layer, and the
 * session, permissions, navigation, layout, tabs and notices actors. Views subscribe to the actors
 * with `useSelector`; effects the machines emit are turned into toasts, dialogs, navigation and
 * storage here, so that each effect has one place.
 *
 * A test creates its own services over a fake client (`createServices({ client })`) and does not
 * call `start()` unless it wants the actors running.
 */
import {
  createNavigationMachine,
  createNoticesMachine,
  noticesSdk,
  noticeView,
  type Announcement,
  type NoticeChannelLike,
  createPermissionsMachine,
  createSessionMachine,
  expiryCallbacks,
  layoutMachine,
  loadSettings,
  tabsMachine,
  tabsSnapshot,
  textOf,
  TABS_STORAGE_KEYS,
  welcomeBack,
  type AppRoute,
} from "@qt/machines";
import { createClient, readToken, readUserInfo, type ApiError, type Locale, type QtClient } from "@qt/sdk";
import type { TaskProgress } from "@qt/sdk";
import { createActor, fromPromise } from "xstate";
import { createApi } from "../data/api";
import { createQueryCache } from "../data/query";
import { getLocale, onLocaleChange } from "./i18n";
import { confirm, notify, notifyMessage } from "./notify";
import { applyThemeColor } from "./palette";
import { currentFullPath, navigate, subscribeLocation } from "../router/hash-location";
import { indexPages, routeOfLocation, type PageRoute } from "../router/routes";
import { openNoticeView, showNoticePush } from "../layouts/notices/notice-actions";

export interface ServicesOptions {
  /** The SDK client (default: one on the API base with the console's error display). */
  client?: QtClient;
  /** The window's width the layout starts from (default `window.innerWidth`). */
  width?: number;
}

/** The console's client: HTTP failures as toasts, an expired session through the session machine. */
/**
 * The client's `onError`: an HTTP failure as an error toast titled 系统提示 (a session expiry once;
 * an invalid token is the 登录已过期 modal's to say). Component tests give their client the same.
 */
export function httpErrorToasts(): (error: ApiError) => void {
  let expiredNotified = false;
  return (error) => {
    if (error.kind === "tokenInvalid") return; // the 登录已过期 modal (below) speaks for it
    if (error.kind === "expired") {
      if (expiredNotified) return;
      expiredNotified = true;
    }
    notify("error", error.text, { title: { "zh-CN": "系统提示", "en-US": "System notice" } });
  };
}

function consoleClient(sessionExpired: () => void): QtClient {
  return createClient({
    baseUrl: __API_BASE__,
    locale: getLocale(),
    onError: httpErrorToasts(),
    ...expiryCallbacks(sessionExpired, (error) =>
      error.display.type === "modal"
        ? confirm({ title: error.display.title, text: error.display.content, ok: error.display.okText, cancel: false })
        : Promise.resolve(notify("info", error.display.type === "loading" ? error.display.content : error.message)),
    ),
  });
}

export function createServices(options: ServicesOptions = {}) {
  // the session machine takes the client, and the client's expiry callbacks reach the session
  // eslint-disable-next-line prefer-const -- assigned once, after the client that refers to it
  let session: ReturnType<typeof createSessionActor>;
  const client = options.client ?? consoleClient(() => session.send({ type: "EXPIRED" }));
  const api = createApi(client);
  const queries = createQueryCache();

  // ---- session --------------------------------------------------------------------------------
  function createSessionActor() {
    return createActor(createSessionMachine(client), { input: { token: readToken(client.store), user: readUserInfo(client.store) } });
  }
  session = createSessionActor();
  session.on("welcome", () => {
    const { title, text } = welcomeBack(new Date());
    notify("success", text, { title });
  });
  session.on("loginFailed", (effect) => notify("error", effect.text, { title: effect.title }));
  session.on("message", notifyMessage);
  session.on("loggedOut", () => {
    permissions.send({ type: "CLEAR" });
    navigation.send({ type: "PERMISSIONS.RESET" });
    client.sessionStore.remove(TABS_STORAGE_KEYS.tabs);
    queries.clear();
  });
  session.on("reload", () => window.location.reload());

  // ---- permissions and navigation -------------------------------------------------------------
  const permissions = createActor(createPermissionsMachine(client));
  followRouteWithClient(client, permissions);
  permissions.on("failed", (effect) => notify("error", effect.text, effect.persistent ? { duration: null } : {}));

  /** Asks the permissions machine for the menu; resolves with the routes or rejects with its failure. */
  const loadRoutes = (): Promise<AppRoute[]> =>
    new Promise((resolve, reject) => {
      const subscriptions = [
        permissions.on("loaded", (effect) => (done(), resolve(effect.routes))),
        permissions.on("failed", (effect) => (done(), reject(effect))),
      ];
      const done = () => subscriptions.forEach((s) => s.unsubscribe());
      permissions.send({ type: "LOAD" });
    });

  const navigation = createActor(createNavigationMachine(loadRoutes), { input: {} });
  navigation.on("logout", () => session.send({ type: "LOGOUT" }));

  // ---- layout and tabs ------------------------------------------------------------------------
  const layout = createActor(
    layoutMachine.provide({ actors: { compileTheme: fromPromise<void, { color: string }>(async ({ input }) => applyThemeColor(input.color)) } }),
    { input: { settings: loadSettings((key) => client.store.get(key)), width: options.width ?? window.innerWidth } },
  );
  layout.on("persist", ({ key, value }) => client.store.set(key, value, null));
  layout.on("themeCompiling", () => notify("loading", textOf("layout.themeCompiling"), { duration: 800 }));
  layout.on("message", notifyMessage);

  const tabs = createActor(tabsMachine, {
    input: {
      restore: client.sessionStore.get(TABS_STORAGE_KEYS.tabs) ?? undefined,
      multipage: layout.getSnapshot().context.settings.multipage,
      mobile: layout.getSnapshot().context.settings.device === "mobile",
    },
  });
  tabs.on("navigate", ({ fullPath }) => navigate(fullPath));
  tabs.on("warning", ({ text }) => notify("warning", text));

  // ---- notice centre (views in layouts/notices/) -----------------------------------------------
  const progressListeners = new Set<(progress: TaskProgress) => void>();

  /**
   * The signed-in user's notice channel, the token as the WebSocket sub-protocol. The socket code
   * loads on first use, so that the login route does not carry it (its bundle budget).
   */
  const openNoticeChannel = async (): Promise<NoticeChannelLike> => {
    const { NoticeChannel } = await import("@qt/sdk/channels");
    const { token, user } = session.getSnapshot().context;
    const channel = new NoticeChannel({ baseUrl: client.baseUrl, userId: user?.id ?? "", token: token ?? "" });
    channel.on("progress", (progress) => progressListeners.forEach((listener) => listener(progress)));
    return channel;
  };

  /** Progress the server pushes for an export or import sent with `X-Task-Id` (over the notice channel). */
  const onTaskProgress = (listener: (progress: TaskProgress) => void): (() => void) => {
    progressListeners.add(listener);
    return () => progressListeners.delete(listener);
  };

  const notices = createActor(createNoticesMachine(noticesSdk(client, openNoticeChannel)), { input: {} });
  const routes = () => permissions.getSnapshot().context.routes;
  notices.on("open", ({ item, view }) => openNoticeView(item, view, routes()));
  notices.on("push", ({ message }) =>
    showNoticePush(message, async (id) => {
      const outcome = await api.notices.announcement(id);
      if (outcome.ok) openNoticeItem(outcome.result);
      else if (outcome.error.kind === "business") notify("error", outcome.error.text); // HTTP failures: the client showed them
    }),
  );
  // channelStopped: the SDK gave up reconnecting; the 6 s polling keeps the bell current, nothing to say.

  /** Opens an announcement through the machine (marks it read, reloads the bell), or just shows it while the machine is busy. */
  const openNoticeItem = (item: Announcement): void => {
    if (notices.getSnapshot().can({ type: "OPEN_ITEM", item })) notices.send({ type: "OPEN_ITEM", item });
    else openNoticeView(item, noticeView(item), routes());
  };

  /** The notice centre runs while the session is authenticated (also right away for a stored token). */
  const followSessionWithNotices = (): void => {
    let running = false;
    const follow = (authenticated: boolean, userId: string | undefined) => {
      if (authenticated === running || (authenticated && !userId)) return;
      running = authenticated;
      if (!authenticated) return void notices.send({ type: "STOP" });
      notices.send({ type: "LOAD" });
      notices.send({ type: "CONNECT" });
    };
    const check = () => {
      const snapshot = session.getSnapshot();
      follow(snapshot.matches("authenticated"), snapshot.context.user?.id);
    };
    session.subscribe(check);
    check();
  };

  /**
   * A language switch: the client sends it from the next call (and drops the stored dictionaries,
   * which are in the old one); what the server said in the old language is read again — the menu
   * (side menu, breadcrumb, page titles), the dictionaries and the views' reads.
   */
  const followLocale = (locale: Locale): void => {
    client.setLocale(locale);
    api.dict.forgetOptions();
    void queries.invalidateQueries();
    if (permissions.getSnapshot().matches("loaded")) permissions.send({ type: "LOAD" });
  };

  let started = false;

  /** Starts every actor once and wires the ones that follow each other and the window. */
  const start = (): void => {
    // A flag, not `session.getSnapshot().status === "active"`: an xstate actor's snapshot is already
    // "active" before start(), so that check returned at once and no actor ever ran.
    if (started) return;
    started = true;
    for (const actor of [session, permissions, navigation, layout, tabs]) actor.start();
    applyThemeColor(layout.getSnapshot().context.settings.color);
    let last = layout.getSnapshot().context.settings;
    layout.subscribe(({ context: { settings } }) => {
      if (settings.multipage !== last.multipage) tabs.send({ type: "SET_MULTIPAGE", enabled: settings.multipage });
      if (settings.device !== last.device) tabs.send({ type: "SET_MOBILE", mobile: settings.device === "mobile" });
      document.documentElement.classList.toggle("qt-weak", settings.weak);
      last = settings;
    });
    document.documentElement.classList.toggle("qt-weak", last.weak);
    tabs.subscribe(({ context }) => client.sessionStore.set(TABS_STORAGE_KEYS.tabs, tabsSnapshot(context), null));
    let width = window.innerWidth;
    window.addEventListener("resize", () => {
      // Only width changes: a phone fires resize when its address bar or keyboard shows, and each
      // RESIZE in the narrow range collapses the sidebar, which closed an open menu drawer.
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      layout.send({ type: "RESIZE", width });
    });
    notices.start();
    followSessionWithNotices();
    onLocaleChange(followLocale);
  };

  return { client, api, queries, session, permissions, navigation, layout, tabs, notices, onTaskProgress, openNoticeItem, start };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Keeps the client told of the current route (client.setRoute), so that requests on a low-app route
 * carry X-Low-App-ID: on every location change — before the page re-renders and asks for anything —
 * and when the menu arrives.
 */
function followRouteWithClient(client: QtClient, permissions: { getSnapshot(): { context: { routes: readonly AppRoute[] } }; subscribe(listener: () => void): unknown }): void {
  let seen: readonly AppRoute[] | null = null;
  let pages: ReadonlyMap<string, PageRoute> = new Map();
  const sync = () => {
    const { routes } = permissions.getSnapshot().context;
    if (routes !== seen) {
      seen = routes;
      pages = indexPages(routes);
    }
    client.setRoute(routeOfLocation(currentFullPath(), pages));
  };
  subscribeLocation(sync);
  permissions.subscribe(sync);
  sync();
}

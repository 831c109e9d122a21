/**
 * The navigation guard as a machine: each NAVIGATE is decided by the pure `nextStep`
 * (./guard.ts); loading the permission list is an actor the console provides (it asks the
 * permissions machine and adds the routes). Effects: `pass`, `redirect { to }`, `routesAdded`,
 * `logout` (a failed load logs out before redirecting to login), `progress { active }`.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import { nextStep, type GuardConfig, type GuardStep, type Location } from "./guard.js";

export interface NavigationInput extends GuardConfig {
  permissionsLoaded?: boolean;
}

export interface NavigationContext {
  config: GuardConfig;
  permissionsLoaded: boolean;
  /** The step decided for the navigation under way, null when idle. */
  step: GuardStep | null;
}

export type NavigationEvent =
  /** A navigation starts; `hasToken` is read from storage by the router at that moment. */
  | { type: "NAVIGATE"; hasToken: boolean; path: string; fullPath?: string; redirect?: string | null }
  /** The permission list was emptied (logout). */
  | { type: "PERMISSIONS.RESET" };

export type NavigationEffect =
  | { type: "pass" }
  | { type: "redirect"; to: Location }
  | { type: "routesAdded"; routes: unknown }
  | { type: "logout" }
  | { type: "progress"; active: boolean };

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput | undefined,
    emitted: {} as NavigationEffect,
  },
  actors: {
    /** Fetch the permission list, turn the menu into routes and add them; resolves with the routes. */
    loadPermissions: fromPromise<unknown, void>(async () => {
      throw new Error("navigation: actor loadPermissions not provided (use createNavigationMachine(load))");
    }),
  },
  actions: {
    /** The navigation is decided: forget its step and stop the progress bar. */
    finish: enqueueActions(({ enqueue }) => {
      enqueue.assign({ step: null });
      enqueue.emit({ type: "progress", active: false });
    }),
  },
  guards: {
    passes: ({ context }) => context.step?.kind === "pass",
    redirects: ({ context }) => context.step?.kind === "redirect",
  },
}).createMachine({
  id: "navigation",
  context: ({ input }) => ({
    config: { ...(input?.extraPath ? { extraPath: input.extraPath } : {}), ...(input?.loginRedirectsToExtra ? { loginRedirectsToExtra: true } : {}) },
    permissionsLoaded: input?.permissionsLoaded ?? false,
    step: null,
  }),
  initial: "idle",
  on: { "PERMISSIONS.RESET": { actions: assign({ permissionsLoaded: false }) } },
  states: {
    idle: {
      on: {
        NAVIGATE: {
          target: "deciding",
          actions: [
            assign({
              step: ({ context, event }) =>
                nextStep({
                  ...context.config,
                  hasToken: event.hasToken,
                  permissionsLoaded: context.permissionsLoaded,
                  path: event.path,
                  ...(event.fullPath === undefined ? {} : { fullPath: event.fullPath }),
                  ...(event.redirect === undefined ? {} : { redirect: event.redirect }),
                }),
            }),
            emit({ type: "progress", active: true }),
          ],
        },
      },
    },
    deciding: {
      always: [
        { guard: "passes", target: "idle", actions: [emit({ type: "pass" }), "finish"] },
        {
          guard: "redirects",
          target: "idle",
          actions: [emit(({ context }) => ({ type: "redirect", to: (context.step as Extract<GuardStep, { kind: "redirect" }>).to }) as const), "finish"],
        },
        { target: "loadingPermissions" },
      ],
    },
    loadingPermissions: {
      invoke: {
        id: "loadPermissions",
        src: "loadPermissions",
        onDone: {
          target: "idle",
          actions: [
            assign({ permissionsLoaded: true }),
            emit(({ event }) => ({ type: "routesAdded", routes: event.output }) as const),
            emit(({ context }) => ({ type: "redirect", to: (context.step as Extract<GuardStep, { kind: "loadPermissions" }>).then }) as const),
            "finish",
          ],
        },
        onError: {
          target: "idle",
          actions: [
            assign({ permissionsLoaded: false }),
            emit({ type: "logout" }),
            emit(({ context }) => ({ type: "redirect", to: (context.step as Extract<GuardStep, { kind: "loadPermissions" }>).onFailure }) as const),
            "finish",
          ],
        },
      },
    },
  },
});

/** The machine with the console's permission loading (resolves with the added routes). */
export function createNavigationMachine(loadPermissions: () => Promise<unknown>) {
  return navigationMachine.provide({ actors: { loadPermissions: fromPromise<unknown, void>(() => loadPermissions()) } });
}

/**
 * 部门管理's page (shell.md "Departments"): the department tree on the left, searched by name, its
 * add dialog and its delete, and the selected department with its tab on the right. Three
 * regions run side by side:
 *
 * - `tree`: `loading` (the whole tree, or the search's matches) → `ready`. SEARCH, CLEAR_SEARCH
 *   and RELOAD read again (a newer read replaces a pending one); a failed read keeps what is shown
 *   (the SDK shows HTTP failures). Each read keeps the selected department as just read (dropped
 *   once gone from the whole tree), prunes the checked ones and opens the top level the first time.
 * - `add`: `closed` → `open` (添加一级部门, or 添加下级 under the selected department; without one:
 *   the `chooseFirst` effect) → `closed` on CLOSE_ADD, or on ADDED, which opens the parent and reads
 *   the tree again.
 * - `removal`: `idle` → `confirming` (the checked departments, else the selected one; none: the
 *   `chooseFirst` effect) → `deleting` on CONFIRM (back on CANCEL) → `idle`: deleted, it says so,
 *   unchecks everything, drops the selected department if it went and reads the tree again;
 *   refused, it warns with the server's message.
 *
 * Any time: SELECT a department of the tree shown, EXPAND / CHECK nodes, TAB.
 * Effects: `notice { level, text }`, `chooseFirst` (请先选择一个部门！), `confirmDelete { count }`
 * (answered with CONFIRM or CANCEL).
 */
import type { Outcome } from "@qt/sdk";
import { assign, emit, fromPromise, raise, setup } from "xstate";
import { sameText, textOf, type UiMessage } from "../messages.js";
import type { DepartsApi } from "./api.js";
import { afterDepartsDeleted, departsToDelete, expandedWith, departOf, withDepartTree, type DepartRecord, type DepartTab, type DepartTreeRead } from "./tree.js";

export interface DepartsContext {
  /** The name searched (trimmed); "" for the whole tree. */
  keyword: string;
  /** The tree last read (null: none yet), or NO_DEPART_MATCH when the search found nothing. */
  tree: DepartTreeRead | null;
  selected: DepartRecord | null;
  /** Open nodes; null until the first tree opens its top level. */
  expanded: string[] | null;
  checked: string[];
  tab: DepartTab;
  /** The add dialog's parent department (add.open); null: a top-level department. */
  addParent: string | null;
  /** The departments being deleted (removal.confirming, removal.deleting). */
  removing: string[];
}

export type DepartsEvent =
  /** Searches departments by name (the whole tree when empty). */
  | { type: "SEARCH"; keyword: string }
  | { type: "CLEAR_SEARCH" }
  /** Reads the tree again (a department was saved). */
  | { type: "RELOAD" }
  | { type: "SELECT"; id: string }
  | { type: "EXPAND"; keys: readonly string[] }
  | { type: "CHECK"; keys: readonly string[] }
  | { type: "TAB"; tab: DepartTab }
  | { type: "ADD_TOP" }
  | { type: "ADD_CHILD" }
  | { type: "CLOSE_ADD" }
  /** The add dialog saved its department. */
  | { type: "ADDED" }
  | { type: "DELETE" }
  | { type: "CONFIRM" }
  | { type: "CANCEL" };

export type DepartsEffect = ({ type: "notice" } & UiMessage) | { type: "chooseFirst" } | { type: "confirmDelete"; count: number };

const outputOf = (event: unknown) => (event as { output: Outcome<unknown> }).output;

export function createDepartsMachine(api: DepartsApi) {
  return setup({
    types: {
      context: {} as DepartsContext,
      events: {} as DepartsEvent,
      emitted: {} as DepartsEffect,
    },
    actors: {
      readTree: fromPromise<Outcome<DepartTreeRead>, { keyword: string }>(({ input, signal }) => api.tree(input.keyword, signal)),
      remove: fromPromise<Outcome<unknown>, { ids: string[] }>(({ input }) => api.remove(input.ids)),
    },
    guards: {
      isOk: ({ event }) => outputOf(event).ok,
      isRefused: ({ event }) => {
        const output = outputOf(event);
        return !output.ok && output.error.kind === "business";
      },
      hasSelected: ({ context }) => context.selected !== null,
      hasTargets: ({ context }) => departsToDelete(context.checked, context.selected).length > 0,
    },
    actions: {
      chooseFirst: emit({ type: "chooseFirst" } as const),
      search: assign({ keyword: ({ event }) => (event.type === "SEARCH" ? event.keyword.trim() : "") }),
      takeTree: assign(({ context, event }) => {
        const output = outputOf(event) as Outcome<DepartTreeRead>;
        return output.ok ? withDepartTree(context, output.result, context.keyword) : {};
      }),
      reload: raise({ type: "RELOAD" } as const),
      forget: assign({ removing: [] }),
    },
  }).createMachine({
    id: "departs",
    context: {
      keyword: "",
      tree: null,
      selected: null,
      expanded: null,
      checked: [],
      tab: "basic",
      addParent: null,
      removing: [],
    },
    type: "parallel",
    on: {
      SELECT: { actions: assign({ selected: ({ context, event }) => departOf(context.tree, event.id) }) },
      EXPAND: { actions: assign({ expanded: ({ event }) => [...event.keys] }) },
      CHECK: { actions: assign({ checked: ({ event }) => [...event.keys] }) },
      TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
    },
    states: {
      tree: {
        initial: "loading",
        states: {
          loading: {
            invoke: {
              id: "readTree",
              src: "readTree",
              input: ({ context }) => ({ keyword: context.keyword }),
              onDone: [{ guard: "isOk", target: "ready", actions: "takeTree" }, { target: "ready" }],
              onError: "ready",
            },
            on: {
              // a newer read replaces the pending one
              SEARCH: { target: "loading", reenter: true, actions: "search" },
              CLEAR_SEARCH: { target: "loading", reenter: true, actions: "search" },
              RELOAD: { target: "loading", reenter: true },
            },
          },
          ready: {
            on: {
              SEARCH: { target: "loading", actions: "search" },
              CLEAR_SEARCH: { target: "loading", actions: "search" },
              RELOAD: "loading",
            },
          },
        },
      },
      add: {
        initial: "closed",
        states: {
          closed: {
            on: {
              ADD_TOP: { target: "open", actions: assign({ addParent: null }) },
              ADD_CHILD: [{ guard: "hasSelected", target: "open", actions: assign({ addParent: ({ context }) => context.selected?.id ?? null }) }, { actions: "chooseFirst" }],
            },
          },
          open: {
            on: {
              CLOSE_ADD: { target: "closed", actions: assign({ addParent: null }) },
              // the parent opens to show its new child
              ADDED: {
                target: "closed",
                actions: [assign(({ context }) => ({ addParent: null, expanded: context.addParent ? expandedWith(context.expanded, context.addParent) : context.expanded })), "reload"],
              },
            },
          },
        },
      },
      removal: {
        initial: "idle",
        states: {
          idle: {
            on: {
              DELETE: [
                {
                  guard: "hasTargets",
                  target: "confirming",
                  actions: [
                    assign({ removing: ({ context }) => departsToDelete(context.checked, context.selected) }),
                    emit(({ context }) => ({ type: "confirmDelete", count: context.removing.length }) as const),
                  ],
                },
                { actions: "chooseFirst" },
              ],
            },
          },
          confirming: {
            on: {
              CONFIRM: "deleting",
              CANCEL: { target: "idle", actions: "forget" },
            },
          },
          deleting: {
            invoke: {
              id: "remove",
              src: "remove",
              input: ({ context }) => ({ ids: context.removing }),
              onDone: [
                {
                  guard: "isOk",
                  target: "idle",
                  actions: [
                    emit(({ event }) => ({ type: "notice", level: "success", text: event.output.ok && event.output.message ? sameText(event.output.message) : textOf("list.deleted") }) as const),
                    assign(({ context }) => ({ ...afterDepartsDeleted(context, context.removing), removing: [] })),
                    "reload",
                  ],
                },
                // a refusal says why; HTTP failures are the SDK's to show
                {
                  guard: "isRefused",
                  target: "idle",
                  actions: [emit(({ event }) => ({ type: "notice", level: "warning", text: event.output.ok ? textOf("list.unexpected") : event.output.error.text }) as const), "forget"],
                },
                { target: "idle", actions: "forget" },
              ],
              onError: { target: "idle", actions: "forget" },
            },
          },
        },
      },
    },
  });
}

export type DepartsMachine = ReturnType<typeof createDepartsMachine>;

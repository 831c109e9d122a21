/**
 * The dictionary search (widgets.md §5, §7, §8, §9): what is typed is searched with
 * GET /sys/dict/loadDict/{dictCode}?keyword&pageSize=10 once typing pauses — 300 ms (the async
 * search), 800 ms (the search-select widget). Empty text asks for something to search
 * (请输入搜索内容), an empty answer says 没有查询到任何数据, an unsuccessful one is the server's
 * message as a warning. Typing again drops the answer still on its way (the invoked call stops).
 *
 * States: empty (the hint) → waiting (debounce) → loading → found | none | failed.
 * Effects: `warning { text }`.
 */
import { DICT_SEARCH_PAGE_SIZE, loadDict, type DictOption, type QtClient } from "@qt/sdk";
import { assign, emit, fromPromise, setup } from "xstate";
import { sameText, textOf, type LocalizedText } from "../messages.js";

/** Debounce of the async dictionary search. */
export const DICT_SEARCH_DEBOUNCE_MS = 300;
/** Debounce of the search-select widget. */
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export { DICT_SEARCH_PAGE_SIZE };

export interface DictSearchInput {
  dictCode: string;
  /** ms; default 300. */
  delay?: number;
  /** default 10. */
  pageSize?: number;
}

export interface DictSearchContext {
  dictCode: string;
  keyword: string;
  options: DictOption[];
  delay: number;
  pageSize: number;
}

export type DictSearchEvent = { type: "TYPE"; keyword: string } | { type: "CODE"; dictCode: string };

export type DictSearchEffect = { type: "warning"; text: LocalizedText };

export interface DictSearchRequest {
  dictCode: string;
  keyword: string;
  pageSize: number;
}

/** What a failed search throws: the text to warn with (null: already reported, e.g. an HTTP error the client showed). */
export interface DictSearchFailure {
  text: LocalizedText | null;
}

export const dictSearchMachine = setup({
  types: {
    context: {} as DictSearchContext,
    events: {} as DictSearchEvent,
    input: {} as DictSearchInput | undefined,
    emitted: {} as DictSearchEffect,
  },
  actors: {
    search: fromPromise<DictOption[], DictSearchRequest>(async () => {
      throw new Error("dictSearch: actor search not provided (use createDictSearchMachine)");
    }),
  },
  delays: { DEBOUNCE: ({ context }) => context.delay },
  guards: {
    blank: ({ event }) => event.type === "TYPE" && event.keyword.trim() === "",
    found: ({ event }) => (event as unknown as { output: DictOption[] }).output.length > 0,
    warns: ({ event }) => Boolean((event as unknown as { error: DictSearchFailure | null }).error?.text),
  },
}).createMachine({
  id: "dictSearch",
  context: ({ input }) => ({
    dictCode: input?.dictCode ?? "",
    keyword: "",
    options: [],
    delay: input?.delay ?? DICT_SEARCH_DEBOUNCE_MS,
    pageSize: input?.pageSize ?? DICT_SEARCH_PAGE_SIZE,
  }),
  initial: "empty",
  on: {
    TYPE: [
      { guard: "blank", target: ".empty", actions: assign({ keyword: "", options: [] }) },
      // re-entering restarts the debounce (and stops a search on its way)
      { target: ".waiting", reenter: true, actions: assign({ keyword: ({ event }) => event.keyword.trim() }) },
    ],
    // another dictionary: what was found belongs to the old one
    CODE: { target: ".empty", actions: assign({ dictCode: ({ event }) => event.dictCode, keyword: "", options: [] }) },
  },
  states: {
    empty: {},
    waiting: { after: { DEBOUNCE: "loading" } },
    loading: {
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => ({ dictCode: context.dictCode, keyword: context.keyword, pageSize: context.pageSize }),
        onDone: [
          { guard: "found", target: "found", actions: assign({ options: ({ event }) => event.output }) },
          { target: "none", actions: assign({ options: [] }) },
        ],
        onError: [
          {
            guard: "warns",
            target: "failed",
            actions: [assign({ options: [] }), emit(({ event }) => ({ type: "warning", text: (event.error as DictSearchFailure).text! }) as const)],
          },
          { target: "failed", actions: assign({ options: [] }) },
        ],
      },
    },
    found: {},
    none: {},
    failed: {},
  },
});

/** loadDict over the SDK; an unsuccessful answer throws the server's message (HTTP errors: the client reported them). */
export async function searchDict(client: QtClient, request: DictSearchRequest): Promise<DictOption[]> {
  const outcome = await loadDict(client, request.dictCode, request.keyword, request.pageSize);
  if (outcome.ok) return outcome.result;
  const failure: DictSearchFailure = {
    text: outcome.error.kind === "business" ? (outcome.error.serverMessage ? sameText(outcome.error.serverMessage) : outcome.error.text) : null,
  };
  throw failure;
}

export function createDictSearchMachine(client: QtClient) {
  return dictSearchMachine.provide({
    actors: { search: fromPromise<DictOption[], DictSearchRequest>(({ input }) => searchDict(client, input)) },
  });
}

export type DictSearchMachine = ReturnType<typeof createDictSearchMachine>;

/** What the open list says besides its options in a state (null: nothing, the options show). */
export function dictSearchNotice(state: string): LocalizedText | null {
  if (state === "empty") return textOf("dict.searchHint");
  if (state === "none" || state === "failed") return textOf("dict.noData");
  return null;
}

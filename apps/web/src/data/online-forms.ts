/** An online form's generated pages' calls (issue #20) beyond the list kit's: the form's metadata, one record, tree levels and sub rows. */
import { ONLINE_API, type OnlineColumns, type OnlineFormItems, type OnlineQueryItem, type OnlinePage } from "@qt/machines";
import { plainDelete, plainGet, type Outcome, type QtClient } from "@qt/sdk";

type Row = Readonly<Record<string, unknown>>;

/** The largest page the server answers: a tree level's every node at once. */
const WHOLE_LEVEL = 1000;

const path = (...parts: string[]) => [ONLINE_API, ...parts.map(encodeURIComponent)].join("/");
const init = (signal?: AbortSignal) => (signal ? { signal } : {});

export function onlineFormCalls(client: QtClient) {
  return {
    /** The three metadata answers a generated page is built from. */
    metadata: async (code: string, signal?: AbortSignal): Promise<Outcome<{ columns: OnlineColumns; query: OnlineQueryItem[]; items: OnlineFormItems }>> => {
      const [columns, query, items] = await Promise.all([
        plainGet<OnlineColumns>(client, path("getColumns", code), {}, init(signal)),
        plainGet<OnlineQueryItem[]>(client, path("getQueryInfo", code), {}, init(signal)),
        plainGet<OnlineFormItems>(client, path("getFormItem", code), {}, init(signal)),
      ]);
      if (!columns.ok) return columns;
      if (!query.ok) return query;
      if (!items.ok) return items;
      return { ...columns, result: { columns: columns.result, query: query.result, items: items.result } };
    },
    /** One record of the form, a master's with its sub tables' rows. */
    record: (code: string, id: string, signal?: AbortSignal) => plainGet<Row>(client, path("form", code, id), {}, init(signal)),
    /** One level of a tree form: the children of `pid` (the roots under '0'). */
    treeLevel: (page: Pick<OnlinePage, "code" | "tree">, pid: string, signal?: AbortSignal) =>
      plainGet<{ records?: Row[] }>(client, path("getTreeData", page.code), { [page.tree?.pidField ?? "pid"]: pid, hasQuery: "false", pageNo: 1, pageSize: WHOLE_LEVEL }, init(signal)),
    /** The rows of a sub table that belong to one master record. */
    subRows: (table: string, mainId: string, signal?: AbortSignal) => plainGet<Row[]>(client, path("subform", "list", table, mainId), {}, init(signal)),
    /** Deletes records of the form (ids comma-joined). */
    remove: (code: string, ids: string) => plainDelete(client, path("form", code, ids), {}),
  };
}

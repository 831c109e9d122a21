/**
 * A list page opened with `?id=<record id>` (a notice whose open type is `component` leads here
 * with its business id, shell.md §2 "Header notice centre") shows that record's 详情: the record is
 * read by id through the data layer and the detail modal opens once it arrives. Only the routed page
 * itself reacts (a list inside a drawer or a hidden kept-alive page has another path), and each id
 * opens once, so closing the modal leaves it closed.
 */
import { useEffect, useRef } from "react";
import { notify } from "../../app/notify";
import { useLoad } from "../../data/query";
import { useFullPath } from "../../router/hash-location";
import type { ListPageDef, Row } from "./types";

export function useRecordFromQuery(def: ListPageDef, path: string, allowed: boolean, open: (record: Row) => void): void {
  const fullPath = useFullPath();
  const [routePath, search = ""] = fullPath.split("?") as [string, string?];
  const id = routePath === path && allowed && !def.calls ? new URLSearchParams(search).get("id") : null;
  const base = def.resource.base;
  const record = useLoad(["list-record", base, id], (api, signal) => api.lists.byId(base, id as string, signal), { enabled: !!id });
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!id || opened.current === id) return;
    if (record.data) {
      opened.current = id;
      open(record.data);
    } else if (record.error) {
      opened.current = id;
      // HTTP failures were shown by the client; a refusal (no such record) is shown here
      if (record.error.kind === "business") notify("error", record.error.text);
    }
  }, [id, record.data, record.error, open]);
}

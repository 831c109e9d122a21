/** The list kit's calls beyond a list page's own machines (see ./api.ts for the conventions). */
import { checkDuplicate, downloadFile, plainDelete, plainGet, type DuplicateCheck, type QtClient } from "@qt/sdk";

type Row = Readonly<Record<string, unknown>>;

/** The largest page the server answers: every root of a tree at once. */
const ALL_ROOTS = 1000;

export function listCalls(client: QtClient) {
  return {
    /** Whether a value is free in a table's column (`dataId`: the record being edited); the server's message when not. */
    checkDuplicate: (check: DuplicateCheck) => checkDuplicate(client, check),
    /** Every root of a tree resource (its rootList with the parent field set to the root id). */
    treeRoots: (base: string, pidField: string, root: string, signal?: AbortSignal) =>
      plainGet<{ records?: Row[] }>(client, `${base}/rootList`, { [pidField]: root, pageNo: 1, pageSize: ALL_ROOTS }, signal ? { signal } : {}),
    /** A tree resource node's children (its childList). */
    treeChildren: (base: string, pid: string, signal?: AbortSignal) => plainGet<{ records?: Row[] }>(client, `${base}/childList`, { pid }, signal ? { signal } : {}),
    /** A file the server made (an import's error rows), named `fileName` unless the answer names it. */
    download: (url: string, fileName: string) => downloadFile(client, url, {}, { fileName }),
    /** One record of a resource by its id (its `<base>/queryById`). */
    byId: (base: string, id: string, signal?: AbortSignal) => plainGet<Row>(client, `${base}/queryById`, { id }, signal ? { signal } : {}),
    /** Deletes one record of a resource (its `<base>/delete`). */
    remove: (base: string, id: string) => plainDelete(client, `${base}/delete`, { id }),
  };
}

/**
 * The calls a list page makes, over `@qt/sdk` (errors as values): the list is JeecgBoot's
 * getAction (signed GET), delete and deleteBatch its deleteAction (unsigned DELETE with params),
 * add its postAction and edit its putAction; the export downloads the file with a task id whose
 * progress the server pushes over the notice channel.
 */
import { exportXls, plainDelete, plainPost, plainPut, signedGet, type Outcome, type QtClient } from "@qt/sdk";
import { newTaskId, type TaskProgressSource } from "../importdialog/machine.js";
import type { ExportFile } from "./export.js";
import type { ListParams } from "./params.js";
import type { SaveRecord } from "./record-form.js";

/** In a delete url, where the record's id (or the batch's ids) goes instead of a query parameter. */
export const ID_IN_PATH = "{id}";

export interface ListPageApi {
  list(url: string, params: ListParams): Promise<Outcome<unknown>>;
  remove(url: string, params: Record<string, string>): Promise<Outcome<unknown>>;
}

export interface ListControllerApi extends ListPageApi {
  save: SaveRecord;
  exportFile: ExportFile;
}

export function listPageApi(client: QtClient, options: { onTaskProgress?: TaskProgressSource } = {}): ListControllerApi {
  return {
    list: (url, params) => signedGet(client, url, params),
    remove: (url, params) =>
      url.includes(ID_IN_PATH) ? plainDelete(client, url.replace(ID_IN_PATH, encodeURIComponent(params.id || params.ids || "")), {}) : plainDelete(client, url, params),
    save: ({ url, mode, body }) => (mode === "add" ? plainPost(client, url, body) : plainPut(client, url, body)),
    exportFile: async ({ url, params, fileName, report }) => {
      const taskId = newTaskId("export");
      const stop = options.onTaskProgress?.((p) => {
        if (p.taskId === taskId) report({ phase: p.phase, done: p.done, ...(p.total === undefined ? {} : { total: p.total }) });
      });
      try {
        return await exportXls(client, url, params, fileName, { headers: { "X-Task-Id": taskId }, timeout: 0 });
      } finally {
        stop?.();
      }
    },
  };
}

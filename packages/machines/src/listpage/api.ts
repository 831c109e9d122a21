/**
 * The calls a list page makes, over `@qt/sdk` (errors as values): the list is JeecgBoot's
 * getAction (signed GET), delete and deleteBatch its deleteAction (unsigned DELETE with params).
 */
import { plainDelete, signedGet, type Outcome, type QtClient } from "@qt/sdk";
import type { ListParams } from "./params.js";

export interface ListPageApi {
  list(url: string, params: ListParams): Promise<Outcome<unknown>>;
  remove(url: string, params: Record<string, string>): Promise<Outcome<unknown>>;
}

export function listPageApi(client: QtClient): ListPageApi {
  return {
    list: (url, params) => signedGet(client, url, params),
    remove: (url, params) => plainDelete(client, url, params),
  };
}

/** 分类字典's calls: the category tree a level at a time (the node's own shape). */
import type { QtClient } from "@qt/sdk";

export function categoryCalls(client: QtClient) {
  return {
    /** The top-level categories. */
    roots: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/category/loadTreeRoot", { params: { query: { async: true, pcode: "0" } }, signal })),
    /** The categories under `pid`. */
    children: (pid: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/category/loadTreeChildren", { params: { query: { pid } }, signal })),
  };
}

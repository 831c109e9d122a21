/**
 * react-datasheet-grid 4.11.6 hands its row virtualiser a new `getItemKey` on every render, and
 * @tanstack/virtual-core lays out every row again whenever `getItemKey` changes — with 100,000
 * rows, in every scroll frame (most of the time of a scroll step; the library's own 26 fps at
 * 400 px a frame). This build step memoises that function on its inputs (rowKey and the rows), so
 * rows are laid out again only when they change. It fails the build when the library's code is
 * not the one it expects (another version: look again).
 */
import type { Plugin } from "vite";

const FILE = /react-datasheet-grid[\\/]dist[\\/]components[\\/]Grid\.js$/;
const EDITS: readonly (readonly [from: string, to: string])[] = [
  ["getItemKey: (index) => {\n            if (rowKey", "getItemKey: (0, react_1.useCallback)((index) => {\n            if (rowKey"],
  ["            return index;\n        },\n        overscan: 5,", "            return index;\n        }, [rowKey, data]),\n        overscan: 5,"],
];

export function stableGridRowKeys(): Plugin {
  return {
    name: "qt-stable-grid-row-keys",
    enforce: "pre",
    transform(code, id) {
      if (!FILE.test(id)) return null;
      let patched = code;
      for (const [from, to] of EDITS) {
        if (patched.split(from).length !== 2) throw new Error(`${id}: expected exactly one "${from.trim().split("\n")[0]}" (react-datasheet-grid changed?)`);
        patched = patched.replace(from, to);
      }
      return { code: patched, map: null };
    },
  };
}

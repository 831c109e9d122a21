/**
 * The contract's permission codes as constants: every `x-permission` of the document, nested by the
 * code's `:`-separated segments, so `PERMISSIONS.system.user.add` is "system:user:add" and a code
 * renamed in src/build is a type error wherever a client named it.
 */

type Tree = { [segment: string]: Tree | string };

/** Every permission code the operations of an OpenAPI document declare, sorted. */
export function permissionCodes(documentJson: string): string[] {
  const doc = JSON.parse(documentJson) as { paths: Record<string, Record<string, { "x-permission"?: string }>> };
  const codes = new Set<string>();
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) if (op["x-permission"]) codes.add(op["x-permission"]);
  }
  return [...codes].sort();
}

/** Any code held under a node (for the error message). */
const someCode = (node: Tree | string): string => (typeof node === "string" ? node : someCode(Object.values(node)[0] ?? ""));

/** Nests codes by segment; a code that is also the prefix of another cannot be both a string and an object. */
export function permissionTree(codes: readonly string[]): Tree {
  const root: Tree = {};
  for (const code of codes) {
    const segments = code.split(":");
    let node = root;
    for (const [i, segment] of segments.entries()) {
      const existing = node[segment];
      const leaf = i === segments.length - 1;
      if (existing !== undefined && (leaf || typeof existing === "string")) {
        throw new Error(`Permission codes "${someCode(existing)}" and "${code}" cannot both be constants: one is a prefix of the other.`);
      }
      if (leaf) node[segment] = code;
      else node = (node[segment] ??= {}) as Tree;
    }
  }
  return root;
}

const key = (segment: string) => (/^[A-Za-z_$][\w$]*$/.test(segment) ? segment : JSON.stringify(segment));

function renderTree(tree: Tree, indent: string): string {
  const lines = Object.entries(tree).map(([segment, value]) =>
    typeof value === "string"
      ? `${indent}${key(segment)}: ${JSON.stringify(value)},`
      : `${indent}${key(segment)}: {\n${renderTree(value, `${indent}  `)}\n${indent}},`,
  );
  return lines.join("\n");
}

/** The source of `PERMISSIONS` for the codes of an OpenAPI document. */
export function permissionConstants(documentJson: string): string {
  const tree = permissionTree(permissionCodes(documentJson));
  return (
    "/**\n" +
    " * Every permission code the contract declares (the operations' `x-permission`), nested by its\n" +
    ' * segments: `PERMISSIONS.system.user.add` is "system:user:add".\n' +
    " */\n" +
    `export const PERMISSIONS = {\n${renderTree(tree, "  ")}\n} as const;\n`
  );
}

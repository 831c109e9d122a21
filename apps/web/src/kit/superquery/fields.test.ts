import { sysPosition } from "@qt/openapi/build";
import { describe, expect, it } from "vitest";
import { l, type ListPageDef } from "../list/types";
import { queryFields, valueKind } from "./fields";

const def: ListPageDef = {
  resource: sysPosition,
  columns: [
    { key: "code", title: l("职务编码", "Code") },
    { key: "postRank", title: l("职级", "Rank") },
    { key: "shownOnly", title: l("计算列", "Computed") },
    { key: "createTime", title: l("创建时间", "Created") },
  ],
  search: [
    { key: "code", label: l("编码", "Code (search)") },
    { key: "name", label: l("职务名称", "Name") },
  ],
  form: [],
};

describe("advanced query fields of a list page", () => {
  it("offers the declared columns then the search fields, each once, with the contract's type and dictionary", () => {
    const fields = queryFields(def);
    expect(fields.map((f) => f.meta.field)).toEqual(["code", "postRank", "createTime", "name"]);
    expect(fields[0]!.label).toEqual(l("职务编码", "Code")); // the column's label wins
    expect(fields.find((f) => f.meta.field === "postRank")!.meta).toMatchObject({ type: "list", dictCode: "position_rank", label: "职级" });
    expect(fields.find((f) => f.meta.field === "createTime")!.meta).toMatchObject({ type: "datetime", dbType: "Datetime" });
  });

  it("picks the value input from the field type, also for lines of saved queries", () => {
    expect(queryFields(def).map((f) => valueKind(f.meta))).toEqual(["text", "dict", "datetime", "text"]);
    expect(valueKind({ type: "int" })).toBe("number");
    expect(valueKind({ type: "date" })).toBe("date");
    expect(valueKind({ type: "popup" })).toBe("popup");
    expect(valueKind({ type: "switch" })).toBe("switch");
    expect(valueKind({ type: "sel_search", dictCode: "sys_user,realname,id" })).toBe("dict");
    expect(valueKind({})).toBe("text");
  });
});

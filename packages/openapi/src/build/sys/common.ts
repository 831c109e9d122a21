/** Files, duplicate check, check rules and the dictionary calls every widget uses. */
import type { ContractBuilder } from "../builder.js";
import { arr, int, obj, ref, str } from "../schema.js";

export function addCommon(b: ContractBuilder): void {
  b.tag("common", "上传、文件、重复校验、编码规则");
  b.op({
    method: "post", path: "/sys/common/upload", tag: "common", summary: "上传文件",
    description: "The saved path is answered in `message` (a JeecgBoot quirk); `result` holds it too. Size limit, extension and content-type allow-list.",
    multipart: obj(
      {
        file: str("The file", { contentEncoding: "binary" }),
        biz: str("Folder under the upload root", { default: "temp" }),
        isup: str("'1' from grid upload cells"),
        jeditor: str("'1' from the rich-text editor (with biz=jeditor)"),
      },
      ["file"],
    ),
    result: { anyOf: [str("Saved path"), { type: "null" }] },
  });
  b.op({
    method: "get", path: "/sys/common/static/{filePath}", tag: "common", public: true, summary: "读取上传的文件",
    description:
      "`filePath` is the path answered by upload and may contain `/`. Never outside the upload root. Files in a public folder (rules/files.ts: " +
      "cover, ad, jeditor) are read by anyone; any other file needs a logged-in user's token, in X-Access-Token or (for <img> and links) the `token` " +
      "query parameter, else HTTP 401 (a user who must still change a generated password may read files too). Only raster images are sent inline; every other type (text, PDF, HTML, SVG, office files…) is an attachment; always nosniff.",
    pathParams: { filePath: "Path answered by upload" },
    query: { token: { schema: str(), description: "The access token, for URLs that cannot send the header (private files only)" } },
    raw: { contentType: "application/octet-stream", schema: str(undefined, { contentEncoding: "binary" }), description: "The file" },
  });
  b.op({
    method: "get", path: "/sys/common/pdf/pdfPreviewIframe", tag: "common", public: true, summary: "PDF 预览页",
    description:
      "A page framing the uploaded PDF named by `path` (or `file` / `url`, which may be the full static URL). The frame reads the PDF from this " +
      "route with `raw=1`, which sends it inline (the static route sends PDFs as attachments). A PDF outside the public folders needs the token, as for the static route.",
    query: {
      path: { schema: str(), description: "Upload path of the PDF" },
      token: { schema: str(), description: "The access token (private files only); passed on to the frame" },
      raw: { schema: str(), description: "'1': the PDF itself, inline, instead of the page" },
    },
    raw: { contentType: "text/html", schema: str(), description: "An HTML page embedding the PDF viewer" },
  });

  b.tag("validation", "重复校验与编码规则校验");
  b.op({
    method: "get", path: "/sys/duplicate/check", tag: "validation", summary: "重复校验",
    description: "Success 该值可用！, failure 该值不可用，系统中已存在！. Only registered tables and fields.",
    query: {
      tableName: { schema: str(), required: true },
      fieldName: { schema: str(), required: true },
      fieldVal: { schema: str(), required: true },
      dataId: { schema: str(), description: "Id of the record being edited (excluded from the check)" },
    },
    result: { anyOf: [str(), { type: "null" }] },
  });
  b.op({
    method: "get", path: "/sys/checkRule/checkByCode", tag: "validation", summary: "编码规则校验",
    description: "Failure carries the rule's message.",
    query: { ruleCode: { schema: str(), required: true }, value: { schema: str(), required: true, description: "URI-encoded value" } },
    result: { anyOf: [str(), { type: "null" }] },
  });

  const T = "dict";
  b.tag(T, "数据字典");
  const dictCode = { dictCode: "A dictionary code (`sex`) or a registered table dictionary `table,text,code[,condition]`" };
  b.op({
    method: "get", path: "/sys/dict/getDictItems/{dictCode}", tag: T, signed: true, summary: "字典项",
    description: "No `_t` is added to this call. An unsuccessful answer means no options.",
    pathParams: dictCode,
    result: arr(ref("DictOption")),
    localized: true,
  });
  b.op({
    method: "get", path: "/sys/dict/loadDictItem/{dictCode}", tag: T, signed: true, summary: "按值取字典文本",
    pathParams: dictCode,
    query: { key: { schema: str(), required: true, description: "Comma-separated values" } },
    result: arr(str(), "Texts in the order of the keys; the first is the text of a single key"),
    localized: true,
  });
  b.op({
    method: "get", path: "/sys/dict/loadDict/{dictCode}", tag: T, signed: true, summary: "字典搜索",
    description: "The search select calls this with a 300 ms debounce (800 ms for the search-select variant).",
    pathParams: dictCode,
    query: { keyword: { schema: str() }, pageSize: { schema: int(undefined, { minimum: 1, maximum: 1000, default: 10 }) } },
    result: arr(ref("DictOption")),
    localized: true,
  });
  b.schema("TreeNode", obj(
    {
      key: str(), value: str(), title: str(), label: str(), leaf: { type: ["boolean", "integer"], description: "true/1 has no children" },
      isLeaf: { type: "boolean" }, pid: { type: ["string", "null"] }, children: arr({ $ref: "#/components/schemas/TreeNode" }),
    },
    ["key", "value", "title"],
  ));
  b.op({
    method: "get", path: "/sys/dict/loadTreeData", tag: T, signed: true, summary: "表字典树",
    description: "Only registered tables and fields; `condition` is a JSON object string of equality filters on registered fields.",
    query: {
      pid: { schema: str(undefined, { default: "0" }), description: "Parent id; the root is '0'" },
      tableName: { schema: str(), required: true },
      text: { schema: str(), required: true },
      code: { schema: str(), required: true },
      pidField: { schema: str(), required: true },
      hasChildField: { schema: str() },
      condition: { schema: str() },
    },
    result: arr(ref("TreeNode")),
  });
  b.op({ method: "get", path: "/sys/dict/refleshCache", tag: T, summary: "刷新字典缓存" });
  b.op({ method: "get", path: "/sys/dict/queryAllDictItems", tag: T, summary: "全部字典项", result: ref("DictCache"), localized: true });
}

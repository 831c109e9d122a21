/**
 * Gallery: the editors (kit/editor) — the rich-text editor (empty, and read-only with content)
 * and the code editor in each of its languages (JavaScript with a placeholder, JSON, SQL, HTML
 * read-only), each with the value it gives.
 */
import { Field } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { CodeEditor, type CodeLanguage } from "../../../../kit/editor/CodeEditor";
import { RichTextEditor } from "../../../../kit/editor/RichTextEditor";
import { l } from "../../../../kit/list/types";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "editors", title: l("富文本与代码编辑器", "Rich-text and code editors"), order: 65 };

const SAMPLE_HTML = '<h2>季度素材评审</h2><p>本季度新增模板 <strong>128</strong> 个，请各组在<em>周五前</em>提交评审意见。</p><ul><li>海报</li><li>电商详情页</li></ul>';

function RichDemo({ id, title, initial, readOnly }: { id: string; title: LocalizedText; initial: string; readOnly?: boolean }) {
  const { tx } = useI18n();
  const [value, setValue] = useState(initial);
  return (
    <Demo id={id} title={title} value={value}>
      <Field.Root>
        <Field.Label>{tx(title)}</Field.Label>
        <RichTextEditor name={id} value={value} onChange={setValue} readOnly={readOnly} />
      </Field.Root>
    </Demo>
  );
}

const CODE_DEMOS: ReadonlyArray<{ id: string; title: LocalizedText; language: CodeLanguage; initial: string; readOnly?: boolean; placeholder?: LocalizedText }> = [
  { id: "code-javascript", title: l("代码编辑器（JavaScript）", "Code editor (JavaScript)"), language: "javascript", initial: "", placeholder: l("请输入代码", "Enter code") },
  { id: "code-json", title: l("代码编辑器（JSON）", "Code editor (JSON)"), language: "json", initial: '{\n  "name": "海报模板",\n  "tags": ["节日", "促销"]\n}' },
  { id: "code-sql", title: l("代码编辑器（SQL）", "Code editor (SQL)"), language: "sql", initial: "select id, realname\n  from sys_user\n where del_flag = 0" },
  { id: "code-html", title: l("代码编辑器（HTML，只读）", "Code editor (HTML, read-only)"), language: "html", initial: "<p>\n  <b>只读</b>\n</p>", readOnly: true },
];

function CodeDemo({ id, title, language, initial, readOnly, placeholder }: (typeof CODE_DEMOS)[number]) {
  const { tx } = useI18n();
  const [value, setValue] = useState(initial);
  return (
    <Demo id={id} title={title} value={value}>
      <Field.Root>
        <Field.Label>{tx(title)}</Field.Label>
        <CodeEditor name={id} value={value} onChange={setValue} language={language} readOnly={readOnly} height={160} placeholder={placeholder ? tx(placeholder) : undefined} />
      </Field.Root>
    </Demo>
  );
}

export default function EditorsGallery() {
  return (
    <GallerySection meta={section}>
      <RichDemo id="editor-rich" title={l("富文本编辑器", "Rich-text editor")} initial="" />
      <RichDemo id="editor-rich-readonly" title={l("富文本编辑器（只读）", "Rich-text editor (read-only)")} initial={SAMPLE_HTML} readOnly />
      {CODE_DEMOS.map((demo) => (
        <CodeDemo key={demo.id} {...demo} />
      ))}
    </GallerySection>
  );
}

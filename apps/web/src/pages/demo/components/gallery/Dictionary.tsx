/**
 * Gallery: the dictionary widgets (kit/dict) on the seeded dictionaries — select, radio, checkbox
 * group, multi select (1 tag then +N), search select (filtered here; searched by the server after
 * 800 ms, and the async search after 300 ms, over the table dictionary `sys_user,realname,username`),
 * a search whose server refuses (its message as a warning), the dictionary text, and a few of them
 * in a modal form.
 */
import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { DICT_SEARCH_DEBOUNCE_MS } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { DictCheckbox, DictRadio, DictSelect } from "../../../../kit/dict/DictChoices";
import { DictMultiSelect } from "../../../../kit/dict/DictMultiSelect";
import { DictSearchSelect } from "../../../../kit/dict/DictSearchSelect";
import { DictText } from "../../../../kit/dict/DictText";
import { l } from "../../../../kit/list/types";
import { FormDialog } from "../../../../kit/overlay/FormDialog";
import { TreeSelect } from "../../../../kit/treeselect/TreeSelect";
import { Demo, FieldDemo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "dict", title: l("字典组件", "Dictionary widgets"), order: 10 };

const USERS = "sys_user,realname,username";

function DictTextDemo() {
  const { tx } = useI18n();
  const [value, setValue] = useState("L,H");
  const examples: Array<[string, string]> = [
    ["sex", "1"],
    ["priority", "M"],
    [USERS, "admin"],
    ["", "1"],
  ];
  return (
    <Demo id="dict-text" title={l("字典文本（本地缓存）", "Dictionary text (local cache)")} value={value}>
      <Stack gap="2" maxW="32rem">
        <Field.Root>
          <Field.Label>{tx(l("优先级的值（逗号分隔）", "Priority values (comma-separated)"))}</Field.Label>
          <Input name="dict-text-value" value={value} onChange={(e) => setValue(e.currentTarget.value)} autoComplete="off" />
        </Field.Root>
        <Text data-testid="dict-text-live">
          priority → <DictText dictCode="priority" value={value} />
        </Text>
        {examples.map(([code, v]) => (
          <Text key={code || "empty"} fontSize="sm" data-testid={`dict-text-${code ? code.split(",")[0] : "empty"}`}>
            {code ? `${code} / ${v}` : `'' / ${v}`} → <DictText dictCode={code} value={v} />
          </Text>
        ))}
      </Stack>
    </Demo>
  );
}

/** The widgets in a modal form: their dropdowns over the dialog, Escape closing only them. */
function InDialogDemo() {
  const { tx } = useI18n();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ user: "", priority: "", depart: "" });
  const [saved, setSaved] = useState<typeof draft | null>(null);
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <Demo id="dict-dialog" title={l("在对话框表单中", "In a dialog form")} value={saved}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {tx(l("打开表单", "Open the form"))}
      </Button>
      {open ? (
        <FormDialog
          title={tx(l("选择负责人", "Choose an owner"))}
          width={600}
          testId="dict-dialog-form"
          onClose={() => setOpen(false)}
          onSubmit={() => {
            setSaved(draft);
            setOpen(false);
          }}
        >
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{tx(l("用户", "User"))}</Field.Label>
              <DictSearchSelect dictCode={USERS} async name="user" value={draft.user} onChange={set("user")} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{tx(l("优先级", "Priority"))}</Field.Label>
              <DictMultiSelect dictCode="priority" name="priority" value={draft.priority} onChange={set("priority")} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{tx(l("部门", "Department"))}</Field.Label>
              <TreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" name="depart" value={draft.depart} onChange={set("depart")} />
            </Field.Root>
          </Stack>
        </FormDialog>
      ) : null}
    </Demo>
  );
}

export default function DictionaryGallery() {
  return (
    <GallerySection meta={section}>
      <FieldDemo id="dict-select" title={l("下拉选择", "Select")} label={l("性别", "Sex")} Widget={DictSelect} settings={{ dictCode: "sex" }} />
      <FieldDemo id="dict-radio" title={l("单选框", "Radio")} label={l("优先级", "Priority")} Widget={DictRadio} settings={{ dictCode: "priority" }} initial="M" />
      <FieldDemo id="dict-checkbox" title={l("复选框", "Checkbox group")} label={l("优先级", "Priority")} Widget={DictCheckbox} settings={{ dictCode: "priority" }} />
      <FieldDemo id="dict-multi" title={l("多选下拉（显示 1 个标签）", "Multi select (1 tag shown)")} label={l("优先级", "Priority")} Widget={DictMultiSelect} settings={{ dictCode: "priority" }} />
      <FieldDemo id="dict-search" title={l("搜索选择（本地过滤）", "Search select (filtered here)")} label={l("作品格式", "Work format")} Widget={DictSearchSelect} settings={{ dictCode: "work_format" }} />
      <FieldDemo
        id="dict-search-async"
        title={l("搜索选择（异步，800 毫秒，表字典）", "Search select (async, 800 ms, table dictionary)")}
        label={l("用户", "User")}
        Widget={DictSearchSelect}
        settings={{ dictCode: USERS, async: true }}
      />
      <FieldDemo
        id="dict-search-300"
        title={l("异步搜索（300 毫秒）", "Async search (300 ms)")}
        label={l("用户", "User")}
        Widget={DictSearchSelect}
        settings={{ dictCode: USERS, async: true, delay: DICT_SEARCH_DEBOUNCE_MS }}
        initial="admin"
      />
      <FieldDemo
        id="dict-search-refused"
        title={l("异步搜索：服务器拒绝（未登记的表）", "Async search: refused by the server (unregistered table)")}
        label={l("未登记的表", "Unregistered table")}
        Widget={DictSearchSelect}
        settings={{ dictCode: "no_such_table,name,id", async: true, delay: DICT_SEARCH_DEBOUNCE_MS }}
      />
      <DictTextDemo />
      <InDialogDemo />
    </GallerySection>
  );
}

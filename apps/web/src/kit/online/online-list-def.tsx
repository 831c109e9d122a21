/**
 * An online form's generated page as a list-kit declaration (issue #20): the page model that
 * @qt/machines builds from the form's metadata (onlinePage) with a kit widget for each control the
 * kit's kinds do not cover — time, file, image, rich text, markdown, user, department, category
 * tree, tree select, area. Built once per loaded form, so each field's control stays the same
 * component between renders.
 */
import { Input } from "@chakra-ui/react";
import type { OnlineFormField, OnlinePage, OnlineSearchField, OnlineWidget } from "@qt/machines";
import type { ComponentType } from "react";
import { AreaPicker } from "../area/AreaPicker";
import { CodeEditor } from "../editor/CodeEditor";
import { RichTextEditor } from "../editor/RichTextEditor";
import { asControl } from "../form/as-control";
import { DepartPicker } from "../pickers/DepartPicker";
import { UserPicker } from "../pickers/UserPicker";
import { CategorySelect } from "../treeselect/CategorySelect";
import { TreeSelect } from "../treeselect/TreeSelect";
import { FileUpload } from "../upload/FileUpload";
import { ImageUpload } from "../upload/ImageUpload";
import type { CustomControlProps, FormField, ListPageDef, SearchField } from "../list/types";

/** Files of online forms are kept under this folder of the upload root. */
const UPLOAD_FOLDER = "online";

/** A time of day (`HH:mm:ss`, the Time column's text). */
function TimeInput({ name, value, onChange, readOnly }: CustomControlProps) {
  return (
    <Input
      type="time"
      step={1}
      name={name}
      value={typeof value === "string" ? value : ""}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value ? (e.target.value.length === 5 ? `${e.target.value}:00` : e.target.value) : null)}
    />
  );
}

/** The kit's widget for a control, set up for one field (its category root or tree table). */
function widgetControl(widget: OnlineWidget, source: string | undefined, treeFields?: OnlineFormField["treeFields"]): ComponentType<CustomControlProps> {
  switch (widget) {
    case "time":
      return TimeInput;
    case "file":
      return asControl(FileUpload, { biz: UPLOAD_FOLDER });
    case "image":
      return asControl(ImageUpload, { biz: UPLOAD_FOLDER });
    case "richText":
      return asControl(RichTextEditor, {});
    case "markdown":
      return asControl(CodeEditor, { language: "text" as const });
    case "user":
      return asControl(UserPicker, { multi: true });
    case "depart":
      return asControl(DepartPicker, { multi: true });
    case "category":
      return asControl(CategorySelect, source ? { pcode: source } : {});
    case "treeSelect":
      return asControl(TreeSelect, { dict: source ?? "", ...treeFields });
    case "area":
      return asControl(AreaPicker, {});
  }
}

function formFieldOf(field: OnlineFormField): FormField {
  return {
    key: field.key,
    label: field.label,
    kind: field.kind,
    ...(field.dictCode ? { dictCode: field.dictCode } : {}),
    ...(field.rules.length ? { rules: field.rules } : {}),
    ...(field.readOnly ? { readOnly: true } : {}),
    ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
    ...(field.widget ? { control: widgetControl(field.widget, field.source, field.treeFields) } : {}),
    ...(field.wide ? { wide: true } : {}),
  };
}

function searchFieldOf(field: OnlineSearchField): SearchField {
  return {
    key: field.key,
    label: field.label,
    kind: field.kind,
    ...(field.dictCode ? { dictCode: field.dictCode } : {}),
    ...(field.widget ? { control: widgetControl(field.widget, undefined) } : {}),
  };
}

/** The form fields of an online form or sub table, each with its control. */
export const onlineFormFields = (fields: readonly OnlineFormField[]): FormField[] => fields.map(formFieldOf);

/** The list-kit declaration of an online form's page. */
export function onlineListDef(page: OnlinePage, key: string): ListPageDef {
  return {
    resource: page.resource,
    online: { code: page.code, hidden: page.hidden },
    key,
    columns: page.columns.map((c) => ({ key: c.key, title: c.title, sort: c.sort, ...(c.width ? { width: c.width } : {}), ...(c.image ? { image: true } : {}) })),
    search: page.search.map(searchFieldOf),
    form: onlineFormFields(page.form),
    formColumns: page.formColumns,
    detailColumns: page.formColumns,
    ...(page.checkbox ? {} : { actions: { batchDelete: false } }),
    exportName: { "zh-CN": page.title, "en-US": page.title },
  };
}

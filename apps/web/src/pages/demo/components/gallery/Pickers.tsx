/**
 * Gallery: the pickers (kit/pickers, kit/area) — departments, users by department, roles and
 * positions, each with one and with several; the area picker as cascader, as selects, and with a
 * wrong type.
 */
import { Field } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useState, type ComponentType } from "react";
import { useI18n } from "../../../../app/i18n";
import { AreaPicker } from "../../../../kit/area/AreaPicker";
import { l } from "../../../../kit/list/types";
import { DepartPicker } from "../../../../kit/pickers/DepartPicker";
import type { PickerFieldProps } from "../../../../kit/pickers/PickerField";
import { PositionPicker } from "../../../../kit/pickers/PositionPicker";
import { RolePicker } from "../../../../kit/pickers/RolePicker";
import { UserListPicker } from "../../../../kit/pickers/UserListPicker";
import { UserPicker } from "../../../../kit/pickers/UserPicker";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "pickers", title: l("选择器", "Pickers"), order: 50 };

interface Settings {
  multi?: boolean;
  type?: string;
}

interface PickerDemoProps {
  id: string;
  title: LocalizedText;
  Picker: ComponentType<PickerFieldProps & Settings>;
  settings: Settings;
  /** A stored value to start from (its labels come from the server). */
  initial?: string;
}

function PickerDemo({ id, title, Picker, settings, initial = "" }: PickerDemoProps) {
  const { tx } = useI18n();
  const [value, setValue] = useState(initial);
  return (
    <Demo id={id} title={title} value={value}>
      <Field.Root maxW="32rem">
        <Field.Label>{tx(title)}</Field.Label>
        <Picker name={id} value={value} onChange={setValue} {...settings} />
      </Field.Root>
    </Demo>
  );
}

const DEMOS: readonly PickerDemoProps[] = [
  { id: "depart-single", title: l("部门（单选）", "Department (one)"), Picker: DepartPicker, settings: {} },
  { id: "depart-multi", title: l("部门（多选）", "Departments (several)"), Picker: DepartPicker, settings: { multi: true } },
  { id: "user-single", title: l("用户（单选）", "User (one)"), Picker: UserPicker, settings: {} },
  { id: "user-multi", title: l("用户（多选）", "Users (several)"), Picker: UserPicker, settings: { multi: true } },
  { id: "user-list", title: l("用户（按性别、生日筛选）", "Users (by sex and birthday)"), Picker: UserListPicker, settings: { multi: true } },
  { id: "role-single", title: l("角色（单选）", "Role (one)"), Picker: RolePicker, settings: { multi: false } },
  { id: "role-multi", title: l("角色（多选）", "Roles (several)"), Picker: RolePicker, settings: { multi: true } },
  { id: "position-single", title: l("职务（单选）", "Position (one)"), Picker: PositionPicker, settings: {} },
  { id: "position-multi", title: l("职务（多选，已有值）", "Positions (several, with a value)"), Picker: PositionPicker, settings: { multi: true }, initial: "ceo,manager" },
  { id: "area-cascader", title: l("省市区（级联）", "Area (cascader)"), Picker: AreaPicker, settings: {} },
  { id: "area-cascader-set", title: l("省市区（级联，已有值）", "Area (cascader, with a value)"), Picker: AreaPicker, settings: {}, initial: "310104" },
  { id: "area-select", title: l("省市区（下拉框）", "Area (selects)"), Picker: AreaPicker, settings: { type: "select" } },
  { id: "area-bad", title: l("省市区（错误的类型）", "Area (wrong type)"), Picker: AreaPicker, settings: { type: "tree" } },
];

export default function PickersGallery() {
  return (
    <GallerySection meta={section}>
      {DEMOS.map((demo) => (
        <PickerDemo key={demo.id} {...demo} />
      ))}
    </GallerySection>
  );
}

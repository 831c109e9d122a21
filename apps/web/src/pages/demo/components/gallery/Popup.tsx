/**
 * Gallery: the online report popup (kit/popup) over the seeded report report_user_by_depart — one
 * row or several mapped into two fields of a host form (账号 ← username, 姓名 ← realname), a
 * report parameter (self_orgCode), the two configuration errors, a report that does not exist —
 * and the business component picker over the dictionaries' list, one or several.
 */
import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { l } from "../../../../kit/list/types";
import { BizPicker, type BizPickerProps } from "../../../../kit/popup/BizPicker";
import { ReportPopup, type ReportPopupProps } from "../../../../kit/popup/ReportPopup";
import { Demo, FieldDemo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "popup", title: l("报表弹窗与业务组件选择", "Report popup and business picker"), order: 55 };

const USERS = { code: "report_user_by_depart", orgFields: "username,realname", destFields: "account,realname" };

type PopupSettings = Omit<ReportPopupProps, "name" | "value" | "onChange" | "setValues">;

/** A host form of two fields: the popup in 账号, and 姓名 that the popup fills too. */
function HostForm({ id, title, settings }: { id: string; title: LocalizedText; settings: PopupSettings }) {
  const { tx } = useI18n();
  const [values, setValues] = useState<Record<string, string>>({});
  const setMany = (partial: Readonly<Record<string, unknown>>) => setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(partial).map(([k, x]) => [k, String(x ?? "")])) }));
  return (
    <Demo id={id} title={title} value={values}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" maxW="40rem">
        <Field.Root>
          <Field.Label>{tx(l("账号", "Account"))}</Field.Label>
          <ReportPopup {...settings} name="account" value={values.account} onChange={(account) => setValues((v) => ({ ...v, account }))} setValues={setMany} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{tx(l("姓名", "Name"))}</Field.Label>
          <Input name="realname" value={values.realname ?? ""} onChange={(e) => setMany({ realname: e.currentTarget.value })} autoComplete="off" />
        </Field.Root>
      </SimpleGrid>
    </Demo>
  );
}

const DICTS: Omit<BizPickerProps, "value" | "onChange"> = {
  componentName: l("字典", "dictionary"),
  listUrl: "/sys/dict/list",
  columns: [
    { key: "dictName", title: l("字典名称", "Name") },
    { key: "dictCode", title: l("字典编码", "Code") },
    { key: "description", title: l("描述", "Description") },
  ],
  search: { key: "dictName", label: l("字典名称", "Name") },
  valueKey: "dictCode",
  displayKey: "dictName",
  labelDict: "sys_dict,dict_name,dict_code",
};
const DICT_LABEL = l("字典", "Dictionary");

export default function PopupGallery() {
  return (
    <GallerySection meta={section}>
      <HostForm id="popup-single" title={l("报表弹窗：单选，账号与姓名两个字段", "Report popup: one row into two fields, account and name")} settings={USERS} />
      <HostForm id="popup-multi" title={l("报表弹窗：多选（逗号分隔）", "Report popup: several rows (comma separated)")} settings={{ ...USERS, multi: true }} />
      <HostForm id="popup-param" title={l("报表弹窗：报表参数 self_orgCode=A01A01（运营部）", "Report popup: report parameter self_orgCode=A01A01")} settings={{ ...USERS, param: { orgCode: "A01A01" } }} />
      <HostForm id="popup-count" title={l("配置错误：原始值与目标值数量不一致", "Misconfigured: unequal field counts")} settings={{ ...USERS, destFields: "account" }} />
      <HostForm id="popup-nocode" title={l("配置错误：缺少报表编码", "Misconfigured: no report code")} settings={{ ...USERS, code: "" }} />
      <HostForm id="popup-missing" title={l("不存在的报表：出错了", "A report that does not exist: the error dialog")} settings={{ ...USERS, code: "no_such_report" }} />
      <FieldDemo id="biz-single" title={l("业务组件选择：单选（每页 5 条）", "Business picker: one record (5 a page)")} label={DICT_LABEL} Widget={BizPicker} settings={DICTS} />
      <FieldDemo id="biz-multi" title={l("业务组件选择：多选，已有值", "Business picker: several, with a stored value")} label={DICT_LABEL} Widget={BizPicker} settings={{ ...DICTS, multi: true }} initial="sex,priority" />
    </GallerySection>
  );
}

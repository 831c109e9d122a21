/**
 * Gallery: the small widgets (kit/widgets) — drag-to-verify slider, generic prompt dialog with the
 * caller's rules, details modal (main and sub form, fullscreen switch) and the detail-list layout
 * in 1 to 4 columns.
 */
import { Button, Field, HStack, NativeSelect, Stack } from "@chakra-ui/react";
import { isEmpty, requiredRule, type FieldRule, type LocalizedText } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { l } from "../../../../kit/list/types";
import { DetailList, DEFAULT_DETAIL_COLUMNS, type DetailColumns, type DetailItem } from "../../../../kit/widgets/DetailList";
import { DetailsModal } from "../../../../kit/widgets/DetailsModal";
import { prompt } from "../../../../kit/widgets/prompt";
import { VerifySlider } from "../../../../kit/widgets/VerifySlider";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "misc", title: l("其他组件", "Other widgets"), order: 90 };

const CODE_RULES: readonly FieldRule[] = [
  requiredRule(l("请输入编码!", "Please enter a code!")),
  { message: l("编码为 3 到 10 位字母、数字或下划线", "A code has 3 to 10 letters, digits or underscores"), test: (v) => isEmpty(v) || /^\w{3,10}$/.test(String(v)) },
];

type SampleItem = Omit<DetailItem, "label"> & { label: LocalizedText };

const USER: readonly SampleItem[] = [
  { key: "username", label: l("账号", "Account"), value: "operator" },
  { key: "realname", label: l("姓名", "Name"), value: "运营小王" },
  { key: "sex", label: l("性别", "Sex"), value: "女" },
  { key: "phone", label: l("手机号", "Mobile"), value: "13800000001" },
  { key: "email", label: l("邮箱", "Email"), value: "" },
  { key: "orgCode", label: l("部门编码", "Department code"), value: "A01A03" },
  { key: "remark", label: l("备注", "Remark"), value: "负责活动策划与素材推广，跟进设计师的作品上架。", wide: true },
];
const DEPART: readonly SampleItem[] = [
  { key: "departName", label: l("部门名称", "Department"), value: "运营部" },
  { key: "orgCode", label: l("机构编码", "Organisation code"), value: "A01A03" },
  { key: "mobile", label: l("电话", "Phone"), value: "010-88886666" },
];

export default function MiscGallery() {
  const { tx } = useI18n();
  const items = (list: readonly SampleItem[]): DetailItem[] => list.map((i) => ({ ...i, label: tx(i.label) }));
  const [verified, setVerified] = useState(false);
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const [columns, setColumns] = useState<DetailColumns>(DEFAULT_DETAIL_COLUMNS);
  const ask = async () => setAnswer(await prompt({ title: l("输入编码", "Enter a code"), label: l("编码", "Code"), rules: CODE_RULES }));
  return (
    <GallerySection meta={section}>
      <Demo id="slider" title={l("拖动验证：拖到最右边（或聚焦滑块按 End）", "Drag to verify: to the far right (or focus the handle and press End)")} value={verified}>
        <Stack gap="2" maxW="24rem">
          <VerifySlider value={verified} onChange={setVerified} />
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setVerified(false)}>
            {tx(l("重新验证", "Verify again"))}
          </Button>
        </Stack>
      </Demo>
      <Demo id="prompt" title={l("输入框：调用方给出校验规则（必填，3 到 10 位字母、数字或下划线）", "Prompt: the caller's rules (required, 3 to 10 letters, digits or underscores)")} value={answer}>
        <Button size="sm" onClick={() => void ask()}>
          {tx(l("打开输入框", "Open the prompt"))}
        </Button>
      </Demo>
      <Demo id="details" title={l("详细信息：主表单与子表单，全屏开关每次打开都复位", "Details: main and sub form; the fullscreen switch resets on every opening")} value={{ open: detailsOpen, opened }}>
        <Button
          size="sm"
          onClick={() => {
            setDetailsOpen(true);
            setOpened((n) => n + 1);
          }}
        >
          {tx(l("查看详细信息", "View the details"))}
        </Button>
        <DetailsModal
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
          main={{ title: tx(l("用户", "User")), items: items(USER) }}
          sub={{ title: tx(l("所属部门", "Department")), items: items(DEPART), columns: 2 }}
        />
      </Demo>
      <Demo id="detail-list" title={l("详情布局：1 到 4 列，默认 3 列", "Detail list: 1 to 4 columns, 3 by default")} value={columns}>
        <Stack gap="3">
          <HStack>
            <Field.Root w="auto">
              <Field.Label>{tx(l("列数", "Columns"))}</Field.Label>
              <NativeSelect.Root size="sm" w="24">
                <NativeSelect.Field name="detail-columns" value={String(columns)} onChange={(e) => setColumns(Number(e.currentTarget.value) as DetailColumns)}>
                  {[1, 2, 3, 4].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </HStack>
          <DetailList items={items(USER)} columns={columns} testId="gallery-detail-list" />
        </Stack>
      </Demo>
    </GallerySection>
  );
}

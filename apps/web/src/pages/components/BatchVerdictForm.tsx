/**
 * What a batch verdict asks before it is sent: the remark (required for a withdrawal's rejection,
 * at most 500 characters as the contract says) and, for a work's rejection, the fail reason from
 * the fail_reason dictionary. The count of selected records is said in the form, so nobody
 * rejects 30 works thinking it was one. The fields go in BatchActions' dialog; `answer()` checks
 * them (showing the errors) and gives what to send, or null.
 */
import { Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { DictSelect } from "../../kit/dict/DictChoices";

export interface VerdictQuestion {
  /** A remark is asked for; `required` refuses an empty one. */
  remark: "optional" | "required";
  /** The dictionary of a required reason (fail_reason), sent as `reasonCode`. */
  reasonDict?: string;
}

export interface VerdictAnswer {
  remark: string;
  reasonCode?: string;
}

const REMARK_MAX = 500;

export function useVerdictForm(question: VerdictQuestion | undefined, count: number): { fields: ReactNode; answer: () => VerdictAnswer | null } {
  const { t } = useI18n();
  const [remark, setRemark] = useState("");
  const [reason, setReason] = useState("");
  const [checked, setChecked] = useState(false);
  const remarkError = question?.remark === "required" && !remark.trim() ? t("batch.remarkRequired") : remark.length > REMARK_MAX ? t("batch.remarkTooLong", { n: REMARK_MAX }) : null;
  const reasonError = question?.reasonDict && !reason ? t("batch.reasonRequired") : null;
  const answer = () => {
    setChecked(true);
    if (remarkError || reasonError) return null;
    return { remark: remark.trim(), ...(question?.reasonDict ? { reasonCode: reason } : {}) };
  };
  if (!question) return { fields: null, answer };

  const fields = (
    <Stack gap="4">
      <Text>{t("batch.selectedCount", { n: count })}</Text>
      {question.reasonDict ? (
        <Field.Root required invalid={checked && !!reasonError}>
          <Field.Label>
            {t("batch.reason")}
            <Field.RequiredIndicator />
          </Field.Label>
          <DictSelect dictCode={question.reasonDict} name="reasonCode" value={reason} onChange={(v) => setReason(String(v ?? ""))} />
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <Field.Root required={question.remark === "required"} invalid={checked && !!remarkError}>
        <Field.Label>
          {t("batch.remark")}
          {question.remark === "required" ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Textarea name="remark" rows={3} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        <Field.ErrorText>{remarkError}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
  return { fields, answer };
}

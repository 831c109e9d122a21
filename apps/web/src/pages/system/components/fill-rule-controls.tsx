/**
 * The fill-rule screen's own parts: the kind select (our sequence kind and JeecgBoot's stock class
 * names, each by its label), the parameters editor (the sequence kind's prefix, date pattern,
 * counter width and reset as labelled inputs with the shape of the next value; the other kinds'
 * parameters as JSON text), and 功能测试 (the server generates a value and the page shows it).
 * The parameters are written as JeecgBoot's JSON string; the checks are the server's (@qt/sdk).
 */
import { Box, Field, Grid, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import {
  FILL_DATE_PATTERNS,
  FILL_DIGITS_MAX,
  FILL_DIGITS_MIN,
  FILL_PREFIX_MAX,
  FILL_RESETS,
  FILL_RULE_CLASSES,
  fillRuleClass,
  parseFillRule,
  parseRuleParams,
  sequenceValue,
  type FillDateParts,
  type SequenceParams,
} from "@qt/sdk";
import type { ReactNode } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { UI_MESSAGES } from "../../../app/messages";
import { confirm, notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { ActionLink } from "../../../kit/list/DataTable";
import type { CustomControlProps, Row } from "../../../kit/list/types";

/** The form rule of the parameters: a JSON object (or nothing); the kind's own checks show in the editor. */
export const ruleParamsRule = {
  message: UI_MESSAGES["fillRule.json"],
  trigger: "change" as const,
  test: (value: unknown) => parseRuleParams(value).ok,
};

/** A kind's label, or the class itself when it is not one of ours. */
export function FillRuleClassText({ ruleClass }: { ruleClass: unknown }) {
  const { tx } = useI18n();
  const known = fillRuleClass(ruleClass);
  return <>{known ? tx(known.label) : String(ruleClass ?? "")}</>;
}

export function FillRuleClassSelect({ name, value, onChange, setValues, readOnly }: CustomControlProps) {
  const { t, tx } = useI18n();
  const current = typeof value === "string" ? value : "";
  const unknown = current !== "" && !fillRuleClass(current);
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field
        name={name}
        value={current}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          // another kind takes other parameters
          setValues?.({ ruleParams: "" });
        }}
      >
        <option value="">{t("fillRule.choose")}</option>
        {FILL_RULE_CLASSES.map((c) => (
          <option key={c.ruleClass} value={c.ruleClass}>
            {tx(c.label)}
          </option>
        ))}
        {unknown ? <option value={current}>{t("fillRule.unknownClass", { ruleClass: current })}</option> : null}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Now's parts in the browser's zone (the example's date; the server uses its own). */
function nowParts(now = new Date()): FillDateParts {
  const two = (n: number) => String(n).padStart(2, "0");
  return { year: String(now.getFullYear()), month: two(now.getMonth() + 1), day: two(now.getDate()), hour: two(now.getHours()), minute: two(now.getMinutes()), second: two(now.getSeconds()) };
}

/** The sequence's parameters as the form holds them: the stored ones over the kind's defaults. */
function sequenceOf(value: unknown, defaults: SequenceParams): Record<keyof SequenceParams, unknown> {
  const parsed = parseRuleParams(value);
  const p = parsed.ok ? parsed.params : {};
  return { prefix: p.prefix ?? defaults.prefix, datePattern: p.datePattern ?? defaults.datePattern, digits: p.digits ?? defaults.digits, reset: p.reset ?? defaults.reset };
}

export function FillRuleParamsInput({ name, value, onChange, values, readOnly }: CustomControlProps) {
  const { t, tx } = useI18n();
  const rule = fillRuleClass(values?.ruleClass);
  const text = typeof value === "string" ? value : value == null ? "" : JSON.stringify(value);
  const checked = rule ? parseFillRule(rule.ruleClass, text) : null;
  const problem = checked && !checked.ok ? tx(checked.message) : null;

  if (!rule?.defaults) {
    const example = rule ? JSON.stringify(Object.fromEntries(rule.params.map((p) => [p, ""]))) : "{}";
    return (
      <Stack gap="1">
        <Textarea name={name} value={text} onChange={(e) => onChange(e.currentTarget.value)} readOnly={readOnly} rows={3} fontFamily="mono" placeholder={example} />
        <Text fontSize="xs" color="fg.muted">
          {t("fillRule.json", { example })}
        </Text>
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    );
  }

  const seq = sequenceOf(text, rule.defaults);
  const write = (key: keyof SequenceParams, v: unknown) => onChange(JSON.stringify({ ...seq, [key]: v }));
  const example = checked?.ok && checked.sequence ? sequenceValue(checked.sequence, nowParts(), 1) : null;
  const labelled = (label: string, control: ReactNode) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {control}
    </Field.Root>
  );
  const select = (key: "datePattern" | "reset", options: ReadonlyArray<readonly [string, string]>) => (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field name={`${name}.${key}`} value={String(seq[key])} onChange={(e) => write(key, e.currentTarget.value)}>
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="2" data-testid="fill-rule-sequence">
      <Grid templateColumns={{ base: "1fr", md: "repeat(4, 1fr)" }} gap="3">
        {labelled(
          t("fillRule.prefix"),
          <Input name={`${name}.prefix`} value={String(seq.prefix)} maxLength={FILL_PREFIX_MAX} onChange={(e) => write("prefix", e.currentTarget.value)} readOnly={readOnly} autoComplete="off" />,
        )}
        {labelled(
          t("fillRule.datePattern"),
          select(
            "datePattern",
            FILL_DATE_PATTERNS.map((p) => [p, p || t("fillRule.noDate")] as const),
          ),
        )}
        {labelled(
          t("fillRule.digits"),
          <Input
            name={`${name}.digits`}
            type="number"
            min={FILL_DIGITS_MIN}
            max={FILL_DIGITS_MAX}
            value={String(seq.digits)}
            onChange={(e) => write("digits", /^\d+$/.test(e.currentTarget.value) ? Number(e.currentTarget.value) : e.currentTarget.value)}
            readOnly={readOnly}
          />,
        )}
        {labelled(
          t("fillRule.reset"),
          select(
            "reset",
            FILL_RESETS.map((r) => [r, t(`fillRule.reset.${r}`)] as const),
          ),
        )}
      </Grid>
      <Box role="status" data-testid="fill-rule-example">
        {example ? (
          <Text fontSize="sm">
            {t("fillRule.example", { value: example })} <Text as="span" color="fg.muted" fontSize="xs">{t("fillRule.exampleNote")}</Text>
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.error">
            {problem}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/** 功能测试: the server generates the rule's next value (it takes a number) and an info box shows it. */
export function FillRuleTest({ row }: { row: Row }) {
  const { t } = useI18n();
  const { fillRules } = useApi().system;
  const canTest = useHasAuth(PERMISSIONS.system.fillRule.test);
  if (!canTest) return null;
  const run = async () => {
    const outcome = await fillRules.test(String(row.ruleCode));
    if (outcome.ok) await confirm({ title: t("fillRule.testTitle"), text: t("fillRule.result", { value: outcome.result }), cancel: false });
    else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  return <ActionLink onClick={() => void run()}>{t("fillRule.test")}</ActionLink>;
}

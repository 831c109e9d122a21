/**
 * One line of the advanced query: field, rule (with its Chinese label) and value, then buttons to
 * add a line and remove this one. The line is a labelled group (条件 n); its controls carry
 * visually hidden labels, so each is announced as "条件 n, 查询字段" and so on.
 */
import { Field, Grid, HStack, IconButton, NativeSelect } from "@chakra-ui/react";
import { QUERY_RULES, ruleLabel, type QueryCondition, type QueryRule } from "@qt/machines";
import { Minus, Plus } from "lucide-react";
import { useI18n } from "../../app/i18n";
import { valueKind, type QueryField } from "./fields";
import type { SuperQueryController } from "./useSuperQuery";
import { ValueInput } from "./ValueInput";

export interface ConditionLineProps {
  line: QueryCondition;
  index: number;
  fields: readonly QueryField[];
  send: SuperQueryController["send"];
}

export function ConditionLine({ line, index, fields, send }: ConditionLineProps) {
  const { t, tx } = useI18n();
  const n = index + 1;
  const groupName = t("superQuery.condition", { n });
  // a saved query may name a field the page no longer declares: it is still shown
  const known = fields.some((f) => f.meta.field === line.field);
  const multi = line.rule === "in" && valueKind(line) === "dict";
  const value = <ValueInput line={line} name={`superQuery.${index}.val`} group={`${groupName} ${t("superQuery.value")}`} onChange={(val) => send({ type: "SET_VALUE", index, val })} />;
  return (
    <Grid role="group" aria-label={groupName} templateColumns={{ base: "1fr", md: "190px 150px 1fr auto" }} gap="2" alignItems="center" data-testid="super-query-line">
      <Field.Root>
        <Field.Label srOnly>{t("superQuery.field")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name={`superQuery.${index}.field`}
            value={line.field ?? ""}
            onChange={(e) => {
              const chosen = fields.find((f) => f.meta.field === e.currentTarget.value);
              if (chosen) send({ type: "SELECT_FIELD", index, meta: chosen.meta });
            }}
          >
            <option value="" disabled>
              {t("superQuery.chooseField")}
            </option>
            {fields.map((f) => (
              <option key={f.meta.field} value={f.meta.field}>
                {tx(f.label)}
              </option>
            ))}
            {line.field && !known ? <option value={line.field}>{line.label ?? line.field}</option> : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label srOnly>{t("superQuery.rule")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name={`superQuery.${index}.rule`} value={line.rule ?? "eq"} onChange={(e) => send({ type: "SET_RULE", index, rule: e.currentTarget.value as QueryRule })}>
            {QUERY_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {tx(ruleLabel(rule))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {multi ? (
        // check boxes name themselves and their group; a Field.Root would label them all 查询值
        value
      ) : (
        <Field.Root>
          <Field.Label srOnly>{t("superQuery.value")}</Field.Label>
          {value}
        </Field.Root>
      )}
      <HStack gap="1">
        <IconButton type="button" size="sm" variant="outline" aria-label={t("superQuery.addLine")} onClick={() => send({ type: "ADD" })}>
          <Plus size={14} />
        </IconButton>
        <IconButton type="button" size="sm" variant="outline" aria-label={t("superQuery.removeLine", { n })} onClick={() => send({ type: "REMOVE", index })}>
          <Minus size={14} />
        </IconButton>
      </HStack>
    </Grid>
  );
}

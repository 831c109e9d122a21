/**
 * The code-rule screen's own parts: the rule editor (rows of 位数 / 规则 / 提示文本 that read and
 * write the rule's JSON string; add, remove and move rows; each cell labelled and marked with the
 * same problem the server would refuse), the rule shown readably in 详情, and 功能测试 (a value
 * checked by the server's checkByCode against the stored rule).
 */
import { Box, Button, Code, Field, HStack, IconButton, Input, Stack, Table, Text, useFieldContext } from "@chakra-ui/react";
import { ruleItemProblems, type CheckRuleField } from "@qt/sdk";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
import { l, type CustomControlProps, type Row } from "../../../kit/list/types";
import { FormDialog } from "../../../kit/overlay/FormDialog";
import { moveRow, NEW_ROW, RULE_FIELDS, ruleRowsOf, ruleRowsText, ruleScopes, type RuleRow } from "./check-rule-rows";

export const RULE_TEXTS = {
  digits: l("位数", "Digits"),
  pattern: l("规则", "Pattern"),
  message: l("提示文本", "Message"),
  scope: l("校验范围", "Checks"),
  actions: l("操作", "Actions"),
  hint: l(
    "位数填正整数时依次取这么多个字符校验，填 * 时校验整个值；规则是正则表达式，须整段匹配；不匹配时提示提示文本。",
    "Digits: a positive integer takes the next that many characters in turn, * checks the whole value. The pattern is a regular expression matched whole; a value that does not match is told the message.",
  ),
  none: l("暂无规则，任何值都能通过。", "No rules: every value passes."),
  unreadable: l("原有的规则 JSON 无法读取，保存时将被这里的规则替换。", "The stored rule JSON cannot be read; saving replaces it with the rules here."),
  add: l("添加规则", "Add a rule"),
  invalid: l("校验规则有误，请按各条的提示修改", "Some rules are wrong: see the message at each"),
};

const cellLabel = (field: CheckRuleField, n: number) => l(`第 ${n} 条规则的${RULE_TEXTS[field]["zh-CN"]}`, `${RULE_TEXTS[field]["en-US"]} of rule ${n}`);

/** The form rule of the editor's field: every row holds (the cells say which does not). */
export const ruleRowsRule = {
  message: RULE_TEXTS.invalid,
  trigger: "change" as const,
  test: (value: unknown) => ruleRowsOf(value).rows.every((row, i) => ruleItemProblems({ ...row }, i).length === 0),
};

type Focus = { row: number; part: "digits" | "up" | "down" | "remove" } | "add";

export function CheckRuleItemsInput({ name, value, onChange, readOnly }: CustomControlProps) {
  const { tx } = useI18n();
  const field = useFieldContext();
  const { rows, unreadable } = ruleRowsOf(value);
  // cells left once (shown with their problem even when empty); everything once the form was refused
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<Focus | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // focus follows the row that moved, the row after a removed one, or a new row
  useEffect(() => {
    if (!focus || !box.current) return;
    const target = focus === "add" ? box.current.querySelector<HTMLElement>('[data-part="add"]') : box.current.querySelector<HTMLElement>(`[data-row="${focus.row}"] [data-part="${focus.part}"]`);
    target?.focus();
    setFocus(null);
  }, [focus, rows.length, value]);

  const write = (next: RuleRow[]) => onChange(ruleRowsText(next));
  const keyOf = (row: number, f: CheckRuleField) => `${row}:${f}`;
  /** Touched marks follow the rows: `at(i)` is the old index now at i (or -1). */
  const remap = (at: (i: number) => number, count: number) =>
    setTouched((t) => new Set(Array.from({ length: count }, (_, i) => RULE_FIELDS.filter((f) => t.has(keyOf(at(i), f))).map((f) => keyOf(i, f))).flat()));

  const edit = (i: number, f: CheckRuleField, text: string) => write(rows.map((r, j) => (j === i ? { ...r, [f]: text } : r)));
  const add = () => {
    write([...rows, { ...NEW_ROW }]);
    setFocus({ row: rows.length, part: "digits" });
  };
  const remove = (i: number) => {
    write(rows.filter((_, j) => j !== i));
    remap((j) => (j < i ? j : j + 1), rows.length - 1);
    setFocus(rows.length > 1 ? { row: Math.min(i, rows.length - 2), part: "remove" } : "add");
  };
  const move = (i: number, to: number) => {
    write(moveRow(rows, i, to));
    remap((j) => (j === to ? i : j === i ? to : j), rows.length);
    // the same button again, unless the row reached the end that disables it
    const part = to < i ? (to === 0 ? "down" : "up") : to === rows.length - 1 ? "up" : "down";
    setFocus({ row: to, part });
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={field?.ids.label} data-testid="check-rule-items" ref={box}>
      <Text fontSize="xs" color="fg.muted">
        {tx(RULE_TEXTS.hint)}
      </Text>
      {unreadable ? (
        <Text fontSize="sm" color="fg.error">
          {tx(RULE_TEXTS.unreadable)}
        </Text>
      ) : null}
      {rows.length ? (
        <Box borderWidth="1px" rounded="md" overflowX="auto">
          <Table.Root size="sm" w="full">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                <Table.ColumnHeader w="24">{tx(RULE_TEXTS.digits)}</Table.ColumnHeader>
                <Table.ColumnHeader>{tx(RULE_TEXTS.pattern)}</Table.ColumnHeader>
                <Table.ColumnHeader>{tx(RULE_TEXTS.message)}</Table.ColumnHeader>
                {readOnly ? null : <Table.ColumnHeader w="28">{tx(RULE_TEXTS.actions)}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => {
                const problems = new Map(ruleItemProblems({ ...row }, i).map((p) => [p.field, p.message]));
                const n = i + 1;
                return (
                  <Table.Row key={i} data-row={i} verticalAlign="top">
                    <Table.Cell pt="4">{n}</Table.Cell>
                    {RULE_FIELDS.map((f) => {
                      const problem = problems.get(f);
                      // an empty cell is only marked once left or once the form was refused; a wrong text at once
                      const shown = problem && (row[f].trim() !== "" || touched.has(keyOf(i, f)) || field?.invalid) ? problem : null;
                      return (
                        <Table.Cell key={f}>
                          <Field.Root invalid={!!shown}>
                            <Field.Label srOnly>{tx(cellLabel(f, n))}</Field.Label>
                            <Input
                              size="sm"
                              name={`${name}.${i}.${f}`}
                              value={row[f]}
                              onChange={(e) => edit(i, f, e.currentTarget.value)}
                              onBlur={() => setTouched((t) => new Set(t).add(keyOf(i, f)))}
                              readOnly={readOnly}
                              autoComplete="off"
                              fontFamily={f === "message" ? undefined : "mono"}
                              placeholder={f === "digits" ? "*" : f === "pattern" ? "\\d{6}" : undefined}
                              data-part={f}
                            />
                            <Field.ErrorText>{shown ? tx(shown) : null}</Field.ErrorText>
                          </Field.Root>
                        </Table.Cell>
                      );
                    })}
                    {readOnly ? null : (
                      <Table.Cell>
                        <HStack gap="0">
                          <IconButton size="xs" variant="ghost" aria-label={tx(l(`上移第 ${n} 条规则`, `Move rule ${n} up`))} disabled={i === 0} onClick={() => move(i, i - 1)} data-part="up">
                            <ArrowUp size={14} />
                          </IconButton>
                          <IconButton size="xs" variant="ghost" aria-label={tx(l(`下移第 ${n} 条规则`, `Move rule ${n} down`))} disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} data-part="down">
                            <ArrowDown size={14} />
                          </IconButton>
                          <IconButton size="xs" variant="ghost" color="fg.error" aria-label={tx(l(`删除第 ${n} 条规则`, `Remove rule ${n}`))} onClick={() => remove(i)} data-part="remove">
                            <Trash2 size={14} />
                          </IconButton>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {tx(RULE_TEXTS.none)}
        </Text>
      )}
      {readOnly ? null : (
        <Box>
          <Button size="sm" variant="outline" onClick={add} data-part="add">
            <Plus size={14} />
            {tx(RULE_TEXTS.add)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** 详情: the rule as a small table — which characters each row checks, its pattern and message. */
export function CheckRuleItemsView({ value }: { value: unknown }) {
  const { tx } = useI18n();
  const { rows, unreadable } = ruleRowsOf(value);
  if (!rows.length) return <Text>{tx(unreadable ? RULE_TEXTS.unreadable : RULE_TEXTS.none)}</Text>;
  const scopes = ruleScopes(rows);
  return (
    <Box borderWidth="1px" rounded="md" overflowX="auto" mt="1">
      <Table.Root size="sm" w="full">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{tx(RULE_TEXTS.scope)}</Table.ColumnHeader>
            <Table.ColumnHeader>{tx(RULE_TEXTS.pattern)}</Table.ColumnHeader>
            <Table.ColumnHeader>{tx(RULE_TEXTS.message)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={i} data-testid="rule-view-row">
              <Table.Cell>{tx(scopes[i]!)}</Table.Cell>
              <Table.Cell>
                <Code>{row.pattern}</Code>
              </Table.Cell>
              <Table.Cell>{row.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface TestAnswer {
  passed: boolean;
  text: string;
}

/** 功能测试: a typed value checked by the server against the stored rule; its answer shown (and announced). */
export function CheckRuleTestDialog({ rule, onClose }: { rule: Row; onClose: () => void }) {
  const { tx } = useI18n();
  const { checkRules } = useApi().system;
  const [value, setValue] = useState("");
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await checkRules.check(String(rule.ruleCode), value);
    setBusy(false);
    if (outcome.ok) setAnswer({ passed: true, text: outcome.message || tx(l("数据校验通过", "The value passes")) });
    else if (outcome.error.kind === "business") setAnswer({ passed: false, text: outcome.error.message });
    else setAnswer(null); // HTTP failures are the SDK's to show
  };
  return (
    <FormDialog title={tx(l("功能测试", "Try the rule"))} width={520} onClose={onClose} onSubmit={() => void run()} busy={busy} submitText={tx(l("测试", "Test"))} testId="check-rule-test">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {tx(l("规则", "Rule"))}：{String(rule.ruleName ?? "")}（{String(rule.ruleCode ?? "")}）
        </Text>
        <Field.Root>
          <Field.Label>{tx(l("需要测试的值", "Value to test"))}</Field.Label>
          <Input
            name="testValue"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setAnswer(null);
            }}
            autoComplete="off"
            autoFocus
          />
        </Field.Root>
        <Box role="status" minH="6" data-testid="check-rule-test-answer" data-passed={answer ? String(answer.passed) : undefined}>
          {answer ? (
            <Text fontWeight="medium" color={answer.passed ? "green.fg" : "fg.error"}>
              {answer.text}
            </Text>
          ) : null}
        </Box>
      </Stack>
    </FormDialog>
  );
}

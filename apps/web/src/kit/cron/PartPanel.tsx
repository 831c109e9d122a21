/**
 * One tab of the cron editor: the part's types as radios (每秒 / 区间 / 循环 / 指定, and for day and
 * week 不设置, 工作日, 最后一日, 第几个周几, 最后一个周几) with each type's settings beside it. A
 * type's settings are enabled only while it is chosen (as JeecgBoot's); every change is an event of
 * the cron machine, which clamps it and coordinates the other parts.
 */
import { Box, Checkbox, HStack, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { NTH_BOUNDS, PART_BOUNDS, type CronEditorEvent, type CronPart, type CronPartName, type CronPartType, type MessageId } from "@qt/machines";
import type { ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import { BoundedNumber, OwnField, WeekdaySelect, fillTemplate } from "./inputs";

function typeLabel(name: CronPartName, type: CronPartType): MessageId {
  switch (type) {
    case "every":
      return `cron.every.${name}`;
    case "unset":
      return "cron.unset";
    case "range":
      return "cron.range";
    case "loop":
      return "cron.loop";
    case "specify":
      return "cron.specify";
    case "workDay":
      return "cron.workDay";
    case "last":
      return "cron.lastDay";
    case "nthWeekday":
      return "cron.nthWeekdayType";
    case "lastWeekday":
      return "cron.lastWeekdayType";
  }
}

export function PartPanel({ name, part, send }: { name: CronPartName; part: CronPart; send: (event: CronEditorEvent) => void }) {
  const { t } = useI18n();
  const bounds = PART_BOUNDS[name];
  const week = name === "week";

  /** The settings shown beside a type's radio (none for every, last). */
  const settings = (type: CronPartType): ReactNode => {
    const off = part.type !== type;
    const label = (field: MessageId) => t("cron.fieldLabel", { type: t(typeLabel(name, type)), field: t(field) });
    // a week's start and end are weekdays, chosen by name
    const value = (field: MessageId, n: number, onCommit: (n: number) => void, b = bounds.value) =>
      week ? <WeekdaySelect label={label(field)} value={n} disabled={off} onCommit={onCommit} /> : <BoundedNumber label={label(field)} value={n} bounds={b} disabled={off} onCommit={onCommit} />;
    switch (type) {
      case "unset":
        return (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t("cron.unsetTip")}
          </Text>
        );
      case "range":
        return fillTemplate(t("cron.rangeText"), {
          start: value("cron.field.start", part.range.start, (start) => send({ type: "SET_RANGE", part: name, start })),
          end: value("cron.field.end", part.range.end, (end) => send({ type: "SET_RANGE", part: name, end }), bounds.rangeEnd),
        });
      case "loop":
        return fillTemplate(t(`cron.loop.${name}`), {
          start: value("cron.field.start", part.loop.start, (start) => send({ type: "SET_LOOP", part: name, start })),
          interval: <BoundedNumber label={label("cron.field.interval")} value={part.loop.interval} bounds={bounds.step} disabled={off} onCommit={(interval) => send({ type: "SET_LOOP", part: name, interval })} />,
        });
      case "workDay":
        return fillTemplate(t("cron.workDayText"), {
          day: <BoundedNumber label={label("cron.field.day")} value={part.workDay} bounds={PART_BOUNDS.day.value} disabled={off} onCommit={(day) => send({ type: "SET_WORK_DAY", day })} />,
        });
      case "nthWeekday":
        return fillTemplate(t("cron.nthWeekday"), {
          nth: <BoundedNumber label={label("cron.field.nth")} value={part.nth.nth} bounds={NTH_BOUNDS} disabled={off} onCommit={(nth) => send({ type: "SET_NTH", nth })} />,
          weekday: <WeekdaySelect label={label("cron.field.weekday")} value={part.nth.weekday} disabled={off} onCommit={(weekday) => send({ type: "SET_NTH", weekday })} />,
        });
      case "lastWeekday":
        return fillTemplate(t("cron.lastWeekday"), {
          weekday: <WeekdaySelect label={label("cron.field.weekday")} value={part.lastWeekday} disabled={off} onCommit={(weekday) => send({ type: "SET_LAST_WEEKDAY", weekday })} />,
        });
      case "specify":
        return <Specify name={name} part={part} disabled={off} send={send} />;
      default:
        return null;
    }
  };

  return (
    <RadioGroup.Root size="sm" value={part.type} aria-label={t(`cron.tab.${name}`)} onValueChange={(e) => e.value && send({ type: "SET_TYPE", part: name, partType: e.value as CronPartType })}>
      <Stack gap="3">
        {bounds.types.map((type) => (
          <HStack key={type} gap="2" wrap="wrap" fontSize="sm" align={type === "specify" ? "flex-start" : "center"} data-testid={`cron-type-${type}`}>
            <RadioGroup.Item value={type} minW="7.5rem">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(typeLabel(name, type))}</RadioGroup.ItemText>
            </RadioGroup.Item>
            {settings(type)}
          </HStack>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** 指定: a check box per value of the part (weekdays by name). */
function Specify({ name, part, disabled, send }: { name: CronPartName; part: CronPart; disabled: boolean; send: (event: CronEditorEvent) => void }) {
  const { t } = useI18n();
  const { min, max } = PART_BOUNDS[name].value;
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const text = (n: number) => (name === "week" ? t(`cron.weekday.${n}` as MessageId) : String(n).padStart(name === "year" ? 4 : 2, "0"));
  return (
    <Box flex="1" minW="0" role="group" aria-label={t("cron.fieldLabel", { type: t("cron.specify"), field: t(`cron.tab.${name}`) })} maxH="10.5rem" overflowY="auto">
      <SimpleGrid templateColumns={`repeat(auto-fill, minmax(${name === "week" ? "6.5rem" : name === "year" ? "4.5rem" : "3.5rem"}, 1fr))`} gap="1">
        {values.map((n) => (
          <OwnField key={n} disabled={disabled}>
            <Checkbox.Root size="sm" checked={part.values.includes(n)} onCheckedChange={() => send({ type: "TOGGLE_VALUE", part: name, value: n })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontVariantNumeric="tabular-nums">{text(n)}</Checkbox.Label>
            </Checkbox.Root>
          </OwnField>
        ))}
      </SimpleGrid>
    </Box>
  );
}

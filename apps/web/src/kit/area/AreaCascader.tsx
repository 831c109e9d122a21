/**
 * The area picker's cascader: a read-only input with the chosen path (北京市 / 市辖区 / 东城区)
 * that opens a drop-down with a list per level. Choosing a province shows its cities, a city its
 * districts; choosing an area without levels below (a district) sets the value and closes.
 * Keyboard: ↑ ↓ Home End move in a list, → Enter Space choose (and go to the next list), ← back
 * to the list before, Tab between the lists, Escape closes; Enter, Space or ↓ in the input opens.
 */
import { chakra, Flex, Group, IconButton, Input, Popover, Spinner } from "@chakra-ui/react";
import { X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "../../app/i18n";
import type { PickerFieldProps } from "../pickers/PickerField";
import { PICKER_TEXTS } from "../pickers/texts";
import { AREA_LEVELS, areaPath, type AreaOption } from "../../data/area";
import { useAreaLevels } from "./useAreaLevels";

const LEVEL_NAMES = [PICKER_TEXTS.province, PICKER_TEXTS.city, PICKER_TEXTS.district];

export function AreaCascader({ name, value, onChange, readOnly, placeholder, "aria-label": label }: PickerFieldProps) {
  const { t, tx } = useI18n();
  const path = areaPath(value === null || value === undefined ? "" : String(value));
  const stored = useAreaLevels(path);
  const shown = path.map((code, i) => stored[i]?.find((o) => o.code === code)?.name ?? code);
  const [open, setOpen] = useState(false);
  /** What is chosen in the open drop-down (the stored path when it opens). */
  const [draft, setDraft] = useState<string[]>([]);
  const levels = useAreaLevels(draft);
  /** The list and option with focus (null option: the list's chosen one, else its first). */
  const [focus, setFocus] = useState<{ level: number; code: string | null }>({ level: 0, code: null });
  const options = useRef(new Map<string, HTMLElement>());

  const show = () => {
    if (readOnly) return;
    setDraft(path);
    setFocus({ level: Math.max(0, path.length - 1), code: path.at(-1) ?? null });
    setOpen(true);
  };
  const stopOf = (level: number) => {
    const list = levels[level] ?? [];
    return list.find((o) => o.code === draft[level])?.code ?? list[0]?.code;
  };
  // focus follows `focus`, once the list it names has loaded
  const wanted = focus.code ?? stopOf(focus.level);
  useEffect(() => {
    if (open && wanted) options.current.get(`${focus.level}:${wanted}`)?.focus();
  }, [open, focus.level, wanted]);

  const choose = (level: number, option: AreaOption) => {
    const next = [...draft.slice(0, level), option.code];
    if (option.leaf || level === AREA_LEVELS - 1) {
      onChange(option.code);
      setOpen(false);
      return;
    }
    setDraft(next);
    setFocus({ level: level + 1, code: null });
  };
  const onListKey = (level: number, e: KeyboardEvent) => {
    const list = levels[level] ?? [];
    const at = list.findIndex((o) => o.code === (focus.level === level ? wanted : undefined));
    const move = (i: number) => list[i] && setFocus({ level, code: list[i]!.code });
    switch (e.key) {
      case "ArrowDown":
        move(Math.min(at + 1, list.length - 1));
        break;
      case "ArrowUp":
        move(Math.max(at - 1, 0));
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(list.length - 1);
        break;
      case "ArrowRight":
      case "Enter":
      case " ":
        if (list[at]) choose(level, list[at]!);
        break;
      case "ArrowLeft":
        if (level > 0) setFocus({ level: level - 1, code: draft[level - 1] ?? null });
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => (e.open ? show() : setOpen(false))}
      positioning={{ placement: "bottom-start" }}
      initialFocusEl={() => (wanted ? (options.current.get(`${focus.level}:${wanted}`) ?? null) : null)}
      lazyMount
      unmountOnExit
    >
      <Group attached w="100%" data-testid={`area-cascader-${name ?? "area"}`}>
        <Popover.Trigger asChild>
          <Input
            name={name}
            readOnly
            value={shown.join(" / ")}
            placeholder={placeholder ?? t("kit.choose")}
            aria-label={label}
            aria-haspopup="dialog"
            cursor={readOnly ? undefined : "pointer"}
            disabled={readOnly}
            onKeyDown={(e) => {
              if (!["Enter", " ", "ArrowDown"].includes(e.key)) return;
              e.preventDefault(); // not the enclosing form's submit
              show();
            }}
          />
        </Popover.Trigger>
        {path.length > 0 && !readOnly ? (
          <IconButton type="button" variant="outline" aria-label={tx(PICKER_TEXTS.clear)} title={tx(PICKER_TEXTS.clear)} onClick={() => onChange("")}>
            <X size={14} />
          </IconButton>
        ) : null}
      </Group>
      <Popover.Positioner>
        <Popover.Content w="auto" maxW="100vw" aria-label={tx(PICKER_TEXTS.area)} data-testid="area-cascader-menu">
          <Flex>
            {levels.map((list, level) =>
              list === undefined ? null : (
                <chakra.ul
                  key={level}
                  role="listbox"
                  aria-label={tx(LEVEL_NAMES[level]!)}
                  aria-busy={list === null}
                  m="0"
                  p="1"
                  minW="36"
                  maxH="64"
                  overflowY="auto"
                  borderStartWidth={level > 0 ? "1px" : undefined}
                  onKeyDown={(e) => onListKey(level, e)}
                >
                  {list === null ? (
                    <chakra.li role="presentation" listStyleType="none" p="2">
                      <Spinner size="xs" aria-label={t("kit.loading")} />
                    </chakra.li>
                  ) : (
                    list.map((o) => {
                      const chosen = draft[level] === o.code;
                      return (
                        <chakra.li
                          key={o.code}
                          ref={(el: HTMLLIElement | null) => {
                            if (el) options.current.set(`${level}:${o.code}`, el);
                            else options.current.delete(`${level}:${o.code}`);
                          }}
                          role="option"
                          aria-selected={chosen}
                          tabIndex={o.code === stopOf(level) ? 0 : -1}
                          data-code={o.code}
                          listStyleType="none"
                          px="3"
                          py="1"
                          fontSize="sm"
                          rounded="sm"
                          cursor="pointer"
                          whiteSpace="nowrap"
                          bg={chosen ? "brand.subtle" : undefined}
                          color={chosen ? "brand.fg" : undefined}
                          _hover={{ bg: chosen ? "brand.subtle" : "bg.muted" }}
                          outline="none"
                          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
                          onFocus={() => setFocus({ level, code: o.code })}
                          onClick={() => choose(level, o)}
                        >
                          {o.name}
                        </chakra.li>
                      );
                    })
                  )}
                </chakra.ul>
              ),
            )}
          </Flex>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

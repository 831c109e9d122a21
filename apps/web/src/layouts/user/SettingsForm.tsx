/**
 * The layout settings as a form (shell.md §2 "Settings drawer"): menu theme, the eight theme
 * colours, navigation mode, content width (fluid only with the top menu), fixed header, hide header
 * on scroll (needs a fixed header), fixed side menu (not with the top menu), colour-weak mode,
 * multi-tab mode. The layout machine enforces the constraints and persists each change; a colour
 * change shows the loading message while the palette is applied. Used by the settings drawer and
 * the account settings' 个性化设置 page.
 */
import { Box, Button, Heading, HStack, RadioGroup, Stack, Switch, Text } from "@chakra-ui/react";
import { COLOR_PRESETS, type LayoutSettings, type SettingKey } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { Check } from "lucide-react";
import { useI18n, type TextId } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";

type BoolKey = Extract<SettingKey, "fixedHeader" | "autoHideHeader" | "fixSiderbar" | "weak" | "multipage">;

function Choice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: { value: V; label: string; disabled?: boolean }[]; onChange: (v: V) => void }) {
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value as V)} aria-label={label}>
      <Text fontWeight="medium" mb="2" id={`settings-${label}`}>
        {label}
      </Text>
      <HStack gap="4" wrap="wrap">
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value} disabled={o.disabled}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

export function SettingsForm() {
  const { t } = useI18n();
  const { layout } = useServices();
  const set = <K extends Exclude<SettingKey, "color" | "device">>(key: K, value: LayoutSettings[K]) => layout.send({ type: "SET", key, value } as never);
  const settings = useSelector(layout, (s) => s.context.settings);
  const top = settings.layout === "topmenu";
  const toggles: { key: BoolKey; label: TextId; disabled?: boolean; hint?: TextId }[] = [
    { key: "fixedHeader", label: "settings.fixedHeader" },
    { key: "autoHideHeader", label: "settings.autoHideHeader", disabled: !settings.fixedHeader, hint: "settings.autoHideHeaderHint" },
    { key: "fixSiderbar", label: "settings.fixSiderbar", disabled: top, hint: "settings.fixSiderbarHint" },
    { key: "weak", label: "settings.weak" },
    { key: "multipage", label: "settings.multipage" },
  ];
  return (
    <Stack gap="6">
      <Choice
        label={t("settings.theme")}
        value={settings.theme}
        options={[
          { value: "dark", label: t("settings.theme.dark") },
          { value: "light", label: t("settings.theme.light") },
        ]}
        onChange={(v) => set("theme", v)}
      />
      <Box>
        <Text fontWeight="medium" mb="2">
          {t("settings.color")}
        </Text>
        <HStack gap="2" wrap="wrap" role="radiogroup" aria-label={t("settings.color")}>
          {COLOR_PRESETS.map((preset) => {
            const selected = preset.color.toLowerCase() === settings.color.toLowerCase();
            return (
              <Box
                as="button"
                key={preset.key}
                role="radio"
                aria-checked={selected}
                aria-label={t(preset.name)}
                title={t(preset.name)}
                w="7"
                h="7"
                rounded="sm"
                bg={preset.color}
                color="white"
                display="grid"
                placeItems="center"
                onClick={() => layout.send({ type: "SET_COLOR", color: preset.color })}
                _focusVisible={{ outline: "2px solid", outlineColor: "fg", outlineOffset: "2px" }}
              >
                {selected ? <Check size={16} aria-hidden /> : null}
              </Box>
            );
          })}
        </HStack>
      </Box>
      <Choice
        label={t("settings.layout")}
        value={settings.layout}
        options={[
          { value: "sidemenu", label: t("settings.layout.side") },
          { value: "topmenu", label: t("settings.layout.top") },
        ]}
        onChange={(v) => set("layout", v)}
      />
      <Choice
        label={t("settings.contentWidth")}
        value={settings.contentWidth}
        options={[
          { value: "Fixed", label: t("settings.contentWidth.fixed") },
          { value: "Fluid", label: t("settings.contentWidth.fluid"), disabled: !top },
        ]}
        onChange={(v) => set("contentWidth", v)}
      />
      <Stack gap="3">
        {toggles.map((toggle) => (
          <Switch.Root
            key={toggle.key}
            checked={settings[toggle.key]}
            disabled={toggle.disabled}
            onCheckedChange={(e) => set(toggle.key, e.checked)}
            justifyContent="space-between"
            w="full"
          >
            <Switch.HiddenInput />
            <Switch.Label>
              {t(toggle.label)}
              {toggle.disabled && toggle.hint ? (
                <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                  {t(toggle.hint)}
                </Text>
              ) : null}
            </Switch.Label>
            <Switch.Control />
          </Switch.Root>
        ))}
      </Stack>
      <Box>
        <Heading size="xs" mb="2">
          {t("settings.reset")}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => layout.send({ type: "RESET" })}>
          {t("settings.resetButton")}
        </Button>
      </Box>
    </Stack>
  );
}

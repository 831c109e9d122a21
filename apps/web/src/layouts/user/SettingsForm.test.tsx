/**
 * The layout settings form in jsdom over the console's layout machine (shell.md §2 "Settings
 * drawer"): a colour preset recolours the document's brand palette, colour-weak mode inverts the
 * page, the top menu frees the fluid width and locks the fixed side menu, and hiding the header on
 * scroll needs a fixed header.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../../../test/components/harness";
import { paletteOf } from "../../app/palette";
import { SettingsForm } from "./SettingsForm";

async function renderForm() {
  const rendered = await renderWithServices(<SettingsForm />);
  act(() => rendered.services.start());
  return rendered;
}

const brand500 = () => document.documentElement.style.getPropertyValue("--qt-brand-500");
const switchOf = (name: string | RegExp) => screen.getByRole("checkbox", { name });

afterEach(() => document.documentElement.classList.remove("qt-weak"));

describe("layout settings", () => {
  it("offers the eight colour presets; choosing 极客蓝 recolours the brand palette and marks it chosen", async () => {
    const { services } = await renderForm();
    const presets = screen.getAllByRole("radio", { name: /薄暮|火山|日暮|明青|极光绿|拂晓蓝|极客蓝|酱紫/ });
    expect(presets).toHaveLength(8);
    const geekBlue = screen.getByRole("radio", { name: "极客蓝" });
    expect(geekBlue.getAttribute("aria-checked")).toBe("false");
    expect(brand500()).not.toBe(paletteOf("#2F54EB")[500]);

    await userEvent.click(geekBlue);
    await waitFor(() => expect(brand500()).toBe(paletteOf("#2F54EB")[500]));
    expect(screen.getByRole("radio", { name: "极客蓝" }).getAttribute("aria-checked")).toBe("true");
    expect(services.layout.getSnapshot().context.settings.color.toUpperCase()).toBe("#2F54EB");
  });

  it("colour-weak mode inverts the whole page and turns off again", async () => {
    await renderForm();
    expect(document.documentElement.classList.contains("qt-weak")).toBe(false);
    await userEvent.click(switchOf("色弱模式"));
    expect(document.documentElement.classList.contains("qt-weak")).toBe(true);
    await userEvent.click(switchOf("色弱模式"));
    expect(document.documentElement.classList.contains("qt-weak")).toBe(false);
  });

  it("the top menu allows the fluid width and locks the fixed side menu; the side menu takes them back", async () => {
    const { services } = await renderForm();
    const fluid = () => screen.getByRole("radio", { name: "流式" });
    expect(fluid()).toHaveProperty("disabled", true);
    expect(switchOf("固定侧边菜单")).toHaveProperty("disabled", false);

    await userEvent.click(screen.getByRole("radio", { name: "顶部栏导航" }));
    expect(services.layout.getSnapshot().context.settings.layout).toBe("topmenu");
    expect(fluid()).toHaveProperty("disabled", false);
    expect(switchOf(/固定侧边菜单/)).toHaveProperty("disabled", true);

    await userEvent.click(fluid());
    expect(services.layout.getSnapshot().context.settings.contentWidth).toBe("Fluid");
    await userEvent.click(screen.getByRole("radio", { name: "侧边栏导航" }));
    // fluid width is for the top menu only: back to fixed
    expect(services.layout.getSnapshot().context.settings.contentWidth).toBe("Fixed");
    expect(fluid()).toHaveProperty("disabled", true);
  });

  it("hiding the header on scroll needs a fixed header", async () => {
    const { services } = await renderForm();
    const fixed = () => switchOf("固定 Header");
    const autoHide = () => switchOf(/下滑时隐藏 Header/);
    if ((fixed() as HTMLInputElement).checked) await userEvent.click(fixed());
    expect(autoHide()).toHaveProperty("disabled", true);
    await userEvent.click(fixed());
    expect(autoHide()).toHaveProperty("disabled", false);
    await userEvent.click(autoHide());
    expect(services.layout.getSnapshot().context.settings).toMatchObject({ fixedHeader: true, autoHideHeader: true });
  });
});

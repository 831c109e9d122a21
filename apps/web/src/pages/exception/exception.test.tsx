/**
 * The exception pages 403 and 500 (shell.md §2 "Page groups") in jsdom: the status, what happened
 * in the chosen language, and 返回首页 going to the home page.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HOME_PATH } from "@qt/machines";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../../../test/components/harness";
import Exception403 from "./403";
import Exception500 from "./500";

describe("exception pages", () => {
  beforeEach(() => {
    window.location.hash = "#/some/where";
  });

  it.each([
    [403, Exception403, "抱歉，你无权访问该页面"],
    [500, Exception500, "抱歉，服务器出错了"],
  ] as const)("%i shows its status and message, and 返回首页 goes home", async (status, Page, message) => {
    await renderWithServices(<Page />);
    expect(screen.getByTestId(`exception-${status}`)).toHaveTextContent(String(status));
    expect(screen.getByRole("status")).toHaveTextContent(message);
    await userEvent.click(screen.getByRole("button", { name: "返回首页" }));
    expect(window.location.hash).toBe(`#${HOME_PATH}`);
  });

  it("speaks English on request", async () => {
    await renderWithServices(<Exception403 />, { locale: "en-US" });
    expect(screen.getByRole("status")).toHaveTextContent("Sorry, you are not allowed to see this page");
    expect(screen.getByRole("button", { name: "Back to home" })).toBeInTheDocument();
    await renderWithServices(<Exception500 />, { locale: "en-US" });
    expect(screen.getByText("Sorry, the server reported an error")).toBeInTheDocument();
  });
});

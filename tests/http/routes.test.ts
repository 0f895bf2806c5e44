/** The foundation's promise: every route of the table answers on the server with its page and the right status. */
import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "../e2e/routes";
import { visitor } from "./support";

describe("every route of the spec's table", () => {
  it.each(ALL_ROUTES)("$path answers 200 with its heading", async ({ path, heading }) => {
    const page = await visitor().open(path);
    expect(page.status).toBe(200);
    const h1 = page.screen.getByRole("heading", { level: 1 }).textContent;
    if (typeof heading === "string") expect(h1).toBe(heading);
    else expect(h1).toMatch(heading);
  });
});

describe("errors and redirects", () => {
  it("an unknown path shows the error screen with a real 404 and a link home", async () => {
    const page = await visitor().open("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(page.screen.getByTestId("error-status").textContent).toBe("404");
    expect(page.screen.getByTestId("error-message").textContent).toBe("The page you are looking for does not exist.");
    expect(page.screen.getByRole("link", { name: "Go to home page" }).getAttribute("href")).toBe("/");
  });

  it("an unknown solution id shows 'Error receiving information' with 404", async () => {
    const page = await visitor().open("/solution/999999");
    expect(page.status).toBe(404);
    expect(page.screen.getByTestId("error-message").textContent).toBe("Error receiving information");
  });

  it.each(["/solution/abc", "/career/1.5", "/career/99999999999999999999"])("a non-numeric or out-of-range id (%s) is a 404, not a crash", async (path) => {
    const page = await visitor().open(path);
    expect(page.status).toBe(404);
    expect(page.screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });

  it("/login redirects to /auth/login", async () => {
    const response = await visitor().get("/login");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(new URL(response.headers.get("location")!, "http://x").pathname).toBe("/auth/login");
  });

  it("/search with an empty q goes back to the home page", async () => {
    const page = await visitor().open("/search?q=%20%20");
    expect(new URL(page.url).pathname).toBe("/");
    expect(new URL(page.url).search).toBe("");
  });

  it("the hero search, submitted without JavaScript, trims the text and lands on /search with q encoded", async () => {
    const home = visitor();
    const page = await home.open("/");
    const search = page.screen.getByPlaceholderText("Enter Product name ...") as HTMLInputElement;
    search.value = "  scale & corrosion ";
    const results = await home.land(await home.submit(page, search.closest("form")!));
    expect(results.url).toMatch(/\/search\?q=scale(\+|%20)%26(\+|%20)corrosion$/);
    expect(results.screen.getByRole("heading", { level: 1 }).textContent).toBe("Search results for “scale & corrosion”");
  });
});

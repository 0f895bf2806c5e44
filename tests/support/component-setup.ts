/**
 * The component layer's setup: each test's render is unmounted after it, so the next one starts from an empty body.
 * findBy and waitFor wait up to 3 s rather than 1 s: CI's two cores run other suites beside this one, and a form's
 * first check (its validator and the form library compiling on first use) can take over a second there. A passing
 * test waits only as long as the page takes.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());

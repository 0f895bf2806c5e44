/** The component layer's setup: each test's render is unmounted after it, so the next one starts from an empty body. */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

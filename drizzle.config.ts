/** drizzle-kit: generates SQL migrations in drizzle/ from app/db/schema.ts (`npm run db:generate`). */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});

/** Solution queries (Drizzle), with explicit columns. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categories, solutionCategories, solutions } from "~/db/schema";

export interface SolutionRecord {
  id: number;
  name: string;
  commercialName: string;
  description: string;
  imageUrl: string | null;
  categories: { id: number; name: string }[];
}

export async function getSolutionById(db: Db, id: number): Promise<SolutionRecord | null> {
  const [row] = await db
    .select({
      id: solutions.id,
      name: solutions.name,
      commercialName: solutions.commercialName,
      description: solutions.description,
      imageUrl: solutions.imageUrl,
    })
    .from(solutions)
    .where(eq(solutions.id, id))
    .limit(1);
  if (!row) return null;
  const cats = await db
    .select({ id: categories.id, name: categories.name })
    .from(solutionCategories)
    .innerJoin(categories, eq(categories.id, solutionCategories.categoryId))
    .where(eq(solutionCategories.solutionId, id))
    .orderBy(asc(solutionCategories.position), asc(categories.id));
  return { ...row, categories: cats };
}

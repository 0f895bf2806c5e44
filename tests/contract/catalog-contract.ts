/**
 * The contract suite: what every Backend must answer for the demo catalogue, written once and run against
 * LocalBackend (in-process database) and RemoteBackend (this app's own /api/v1 over HTTP).
 */
import { describe, expect, it } from "vitest";
import type { Backend } from "~/backend/backend";
import type { FilterNode, Page, Solution } from "~/backend/contract";
import { toSearchText } from "~/utils/search-text";

/** Every item of a paged listing, following `next` by its page number. */
export async function allSolutions(backend: Backend, query: Parameters<Backend["listSolutions"]>[0]): Promise<Solution[]> {
  const out: Solution[] = [];
  for (let page = 1; page < 100; page++) {
    const batch = await backend.listSolutions({ ...query, page, page_size: 100 });
    out.push(...batch.results);
    if (!batch.next) break;
  }
  return out;
}

/** The page number a link carries (absolute from the API, relative from LocalBackend). */
function pageOf(link: string | null): number | null {
  if (!link) return null;
  return Number(new URLSearchParams(link.slice(link.indexOf("?"))).get("page"));
}

export function normalisePage<T>(page: Page<T>) {
  return { ...page, next: pageOf(page.next), previous: pageOf(page.previous) };
}

const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);
const union = (...lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/** The search rank the spec asks for: exact 0, prefix 1, substring 2, similar 3. */
function rankOf(solution: Solution, query: string): number {
  const q = toSearchText(query);
  const name = toSearchText(solution.name);
  const commercial = toSearchText(solution.commercial_name);
  if (name === q || commercial === q) return 0;
  if (name.startsWith(q) || commercial.startsWith(q)) return 1;
  if (toSearchText(solution.name, solution.commercial_name).includes(q)) return 2;
  return 3;
}

export function contractSuite(label: string, backend: () => Backend) {
  describe(`Backend contract (${label})`, () => {
    describe("plants", () => {
      it("lists all plants in geographic order: country, then name", async () => {
        const plants = await backend().listPlants();
        expect(plants.length).toBeGreaterThan(10);
        const keys = plants.map((p) => [p.country?.name ?? "", p.name] as const);
        const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0], "en") || a[1].localeCompare(b[1], "en"));
        expect(keys.map((k) => k[0])).toEqual(sorted.map((k) => k[0]));
        for (const plant of plants) {
          expect(typeof plant.latitude).toBe("number");
          expect(typeof plant.longitude).toBe("number");
          expect(plant.is_bookmarked).toBe(false);
        }
      });

      it("answers an empty list with neither filter", async () => {
        expect(await backend().filterPlants({})).toEqual([]);
        expect(await backend().filterPlants({ processes: [], countries: [] })).toEqual([]);
      });

      it("ORs ids within a group, ANDs across groups, and a parent process includes its descendants", async () => {
        const b = backend();
        const tree = await b.listProcesses();
        const parent = tree.find((n) => n.children.length >= 2)!;
        const [c1, c2] = parent.children;
        const one = ids(await b.filterPlants({ processes: [c1.id] }));
        const two = ids(await b.filterPlants({ processes: [c2.id] }));
        expect(one.length).toBeGreaterThan(0);
        expect(ids(await b.filterPlants({ processes: [c1.id, c2.id] }))).toEqual(union(one, two));
        const allChildren = await Promise.all(parent.children.map(async (c) => ids(await b.filterPlants({ processes: [c.id] }))));
        expect(ids(await b.filterPlants({ processes: [parent.id] }))).toEqual(union(...allChildren));

        const countries = await b.listCountries({ hasPlant: true });
        const oman = countries.find((c) => c.name === "Oman")!;
        const inOman = ids(await b.filterPlants({ countries: [oman.id] }));
        expect(inOman.length).toBeGreaterThan(0);
        const both = ids(await b.filterPlants({ processes: [parent.id], countries: [oman.id] }));
        expect(both).toEqual(union(...allChildren).filter((id) => inOman.includes(id)));
      });

      it("finds a plant by id and none for an unknown id", async () => {
        const [first] = await backend().listPlants();
        expect(await backend().getPlant(first.id)).toEqual(first);
        expect(await backend().getPlant(987_654)).toBeNull();
      });
    });

    describe("solutions", () => {
      it("pages by page and page_size (default 10) with next and previous carrying page", async () => {
        const first = await backend().listSolutions({});
        expect(first.results).toHaveLength(10);
        expect(first.count).toBeGreaterThan(20);
        expect(pageOf(first.next)).toBe(2);
        expect(first.previous).toBeNull();
        const second = await backend().listSolutions({ page: 2, page_size: 5 });
        expect(second.results).toHaveLength(5);
        expect(pageOf(second.previous)).toBe(1);
        expect(pageOf(second.next)).toBe(3);
        expect(second.results[0].id).toBe(first.results[5].id);
        const beyond = await backend().listSolutions({ page: 1000, page_size: 10 });
        expect(beyond.results).toEqual([]);
        expect(beyond.next).toBeNull();
      });

      it("gives a plant's solutions, and none for an unknown plant", async () => {
        const plants = await backend().listPlants();
        const counts = await Promise.all(plants.slice(0, 5).map(async (p) => (await backend().listSolutions({ plants: p.id })).count ?? 0));
        expect(Math.max(...counts)).toBeGreaterThan(0);
        expect((await backend().listSolutions({ plants: 987_654 })).results).toEqual([]);
      });

      it("filters by categories: OR between ids, a parent includes its descendants", async () => {
        const b = backend();
        const tree: FilterNode[] = await b.listCategories();
        const parent = tree.find((n) => n.children.length >= 2)!;
        const [c1, c2] = parent.children;
        const one = ids(await allSolutions(b, { categories: [c1.id] }));
        const two = ids(await allSolutions(b, { categories: [c2.id] }));
        expect(one.length).toBeGreaterThan(0);
        expect(ids(await allSolutions(b, { categories: [c1.id, c2.id] }))).toEqual(union(one, two));
        const viaParent = ids(await allSolutions(b, { categories: [parent.id] }));
        for (const id of union(one, two)) expect(viaParent).toContain(id);
      });

      it("searches case- and accent-insensitively", async () => {
        for (const q of ["démulsifiant", "DEMULSIFIANT", "Demulsifiant"]) {
          const page = await backend().listSolutions({ search: q });
          expect(page.results.map((s) => s.name)).toContain("Démulsifiant DM-340 (export grade)");
        }
      });

      it("finds demulsifiers for the misspelling 'demulsfier'", async () => {
        const page = await backend().listSolutions({ search: "demulsfier", page_size: 20 });
        // The products whose names say it first, then those whose categories or descriptions do.
        const named = page.results.map((s) => /demulsifi/i.test(toSearchText(s.name, s.commercial_name)));
        expect(named.filter(Boolean).length).toBeGreaterThan(3);
        const firstUnnamed = named.indexOf(false);
        if (firstUnnamed >= 0) expect(named.slice(firstUnnamed)).not.toContain(true);
      });

      it("ranks exact > prefix > substring > similar", async () => {
        const b = backend();
        const sample = (await b.listSolutions({ page: 3 })).results[0];
        const exact = await b.listSolutions({ search: sample.name.toUpperCase() });
        expect(exact.results[0].id).toBe(sample.id);
        for (const q of ["demulsifier", "corrosion inhibitor", "scale"]) {
          const results = await allSolutions(b, { search: q });
          expect(results.length).toBeGreaterThan(0);
          const ranks = results.map((s) => rankOf(s, q));
          expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
        }
      });

      it("gets one solution by id, and null for an unknown id", async () => {
        const [first] = (await backend().listSolutions({})).results;
        const { hazards, ...row } = first;
        const detail = await backend().getSolution(first.id);
        expect(detail).toMatchObject(row);
        // A list row carries the hazard summary; the solution's own detail all of its hazards, the summary among them.
        if (hazards) expect(detail?.hazards).toMatchObject(hazards);
        expect(await backend().getSolution(987_654)).toBeNull();
      });
    });

    describe("reference lists", () => {
      it("gives category and process trees", async () => {
        for (const tree of [await backend().listCategories(), await backend().listProcesses()]) {
          expect(tree.length).toBeGreaterThan(1);
          expect(tree.some((n) => n.children.length > 0)).toBe(true);
        }
      });

      it("gives countries, those with plants, and a country's cities", async () => {
        const all = await backend().listCountries();
        const withPlants = await backend().listCountries({ hasPlant: true });
        expect(withPlants.length).toBeGreaterThan(0);
        expect(withPlants.length).toBeLessThanOrEqual(all.length);
        for (const c of withPlants) expect(all).toContainEqual(c);
        const oman = all.find((c) => c.name === "Oman")!;
        expect((await backend().listCities(oman.id)).map((c) => c.name)).toContain("Muscat");
        expect(await backend().listCities(987_654)).toEqual([]);
      });

      it("gives job functions", async () => {
        const list = await backend().listJobFunctions();
        expect(list.length).toBeGreaterThan(0);
        expect(list[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
      });
    });

    describe("job board", () => {
      it("gives departments and vacancies matched by id", async () => {
        expect((await backend().listDepartments()).length).toBeGreaterThan(0);
        const vacancies = await backend().listVacancies();
        expect(vacancies.results.length).toBeGreaterThan(0);
        const first = vacancies.results[0];
        expect(await backend().getVacancy(first.id)).toEqual(first);
        expect(await backend().getVacancy(987_654)).toBeNull();
      });
    });
  });
}

import { describe, expect, it } from "vitest";
import { ContactBody, DataSheetRequestBody, LocationsQuerySchema, PlantsQuerySchema, RegisterBody, SolutionsQuerySchema } from "./api-schemas";

describe("API query schemas", () => {
  it("defaults page 1 and page_size 10, and reads repeated ids as a list", () => {
    expect(SolutionsQuerySchema.parse({})).toEqual({ page: 1, page_size: 10, categories: [] });
    expect(SolutionsQuerySchema.parse({ page: "3", page_size: "100", categories: ["1", "2"], plants: "7", search: "x" })).toEqual({
      page: 3,
      page_size: 100,
      categories: [1, 2],
      plants: 7,
      search: "x",
    });
    expect(PlantsQuerySchema.parse({ processes: ["1", "2"], country: "3", geographic_order: "true" })).toEqual({
      processes: [1, 2],
      country: [3],
      geographic_order: true,
    });
    expect(PlantsQuerySchema.parse({ processes: "4,5" }).processes).toEqual([4, 5]);
  });

  it("refuses page sizes over 100 and non-numeric values", () => {
    expect(SolutionsQuerySchema.safeParse({ page_size: "101" }).success).toBe(false);
    expect(SolutionsQuerySchema.safeParse({ page: "1e3" }).success).toBe(false);
    expect(SolutionsQuerySchema.safeParse({ categories: ["1", "x"] }).success).toBe(false);
  });

  it("needs a parent for cities", () => {
    expect(LocationsQuerySchema.safeParse({ type: "city" }).success).toBe(false);
    expect(LocationsQuerySchema.parse({ type: "city", parent: "Oman" })).toMatchObject({ type: "city", parent: "Oman" });
    expect(LocationsQuerySchema.parse({})).toMatchObject({ type: "country", has_plant: false });
  });
});

describe("API body schemas", () => {
  it("accepts ids as numbers or digit strings", () => {
    const body = { first_name: "A", last_name: "B", company_email_address: "a@b.co", job_function: "2", company: "C", country: 3 };
    expect(DataSheetRequestBody.parse(body)).toMatchObject({ job_function: 2, country: 3 });
    expect(DataSheetRequestBody.safeParse({ ...body, job_function: "two" }).error?.issues[0].message).toBe("Job function is required");
  });

  it("checks the e-mail pattern of spec §5", () => {
    const base = { first_name: "A", last_name: "B", phone_number: "1", city: 1 };
    expect(ContactBody.safeParse({ ...base, email: "a@b.c" }).success).toBe(false);
    expect(ContactBody.safeParse({ ...base, email: "A@B.CO" }).success).toBe(true);
  });

  it("puts 'Passwords do not match' on the confirm field", () => {
    const result = RegisterBody.safeParse({ email: "a@b.co", password: "12345678", confirm_password: "12345679" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirm_password"], message: "Passwords do not match" })]);
  });
});

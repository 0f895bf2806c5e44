/** The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the routes validate and answer with. */
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import { MAX_BASKET_LINES } from "~/content/basket";
import { ApplicationPayload } from "~/forms/application";
import { BasketRequestPayload } from "~/forms/basket";
import { ContactPayload } from "~/forms/contact";
import { DataSheetRequestPayload, InquiryPayload } from "~/forms/data-sheet-request";
import { LoginPayload } from "~/forms/login";
import { RegisterFields } from "~/forms/register";
import { BasketSubmittedSchema, ErrorSchema, IdempotencyHeaders, LocationsQuerySchema, PlantsQuerySchema, SolutionsQuerySchema, SubmittedSchema, VacanciesQuerySchema } from "./api-schemas";
import { DoseRange, HazardSummary, Hazards, IdName, Plant, Solution, Technical, User, Vacancy, paged, wrapped } from "./contract";

extendZodWithOpenApi(z);

function build() {
  const registry = new OpenAPIRegistry();
  const error = registry.register("Error", ErrorSchema);
  const submitted = registry.register("Submitted", SubmittedSchema);
  const idName = registry.register("IdName", IdName);
  const plant = registry.register("Plant", Plant);
  // Named components for clients' code generators; Solution carries them inline (`hazards`, `technical`), as zod has them.
  registry.register("HazardSummary", HazardSummary);
  registry.register("Hazards", Hazards);
  registry.register("DoseRange", DoseRange);
  registry.register("Technical", Technical);
  const solution = registry.register("Solution", Solution);
  const vacancy = registry.register("Vacancy", Vacancy);
  // The category and process trees are recursive (z.lazy), which the generator cannot follow: described by hand.
  registry.registerComponent("schemas", "FilterNode", {
    type: "object",
    required: ["id", "name", "children"],
    properties: {
      id: { type: "integer" },
      name: { type: "string" },
      children: { type: "array", items: { $ref: "#/components/schemas/FilterNode" } },
    },
  });
  const filterNode = z.object({}).passthrough().openapi({ type: "object", $ref: "#/components/schemas/FilterNode" } as object);

  const json = (schema: ZodTypeAny, description: string) => ({ description, content: { "application/json": { schema } } });
  const errors = {
    400: json(error, "Invalid query or body: `data` holds the messages keyed by field"),
    404: json(error, "Unknown id"),
    405: json(error, "Method not allowed"),
  };
  const list = (item: ZodTypeAny) => wrapped(z.array(item));

  function get(path: string, summary: string, schema: ZodTypeAny, query?: z.AnyZodObject, extra: RouteConfig["responses"] = {}) {
    registry.registerPath({
      method: "get",
      path,
      summary,
      request: query ? { query } : undefined,
      responses: { 200: json(schema, "OK"), ...errors, ...extra },
    });
  }
  function post(path: string, summary: string, body: ZodTypeAny, ok: ZodTypeAny = submitted, status = 201) {
    registry.registerPath({
      method: "post",
      path,
      summary,
      request: { body: { content: { "application/json": { schema: body } } } },
      responses: { [status]: json(ok, status === 201 ? "Stored" : "OK"), ...errors, 413: json(error, "Body too large") },
    });
  }

  const C = "/api/v1/petrochemicals_catalog";
  const idParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }) });
  get(`${C}/plants/`, "All plants (geographic_order=true: by country, then name), or plants filtered by processes and country (OR within a group, AND across groups)", list(plant), PlantsQuerySchema);
  get(`${C}/solutions/`, "Solutions, paged; by plant, by categories (a parent includes its descendants) by hazard (`hazard`: not-classified or GHS pictogram codes, ORed) or by search (over name, commercial name, categories and description, with synonyms; exact > prefix > all words in the name > in the commercial name > in the categories > in the description, by name within each; a misspelling is searched as the closest catalogue word, named in `search.spelled_as`)", paged(solution), SolutionsQuerySchema);
  registry.registerPath({ method: "get", path: `${C}/solutions/{id}/`, summary: "One solution, with all of its hazard data and its technical properties (`technical`: problems treated with their dose ranges, systems, maximum temperature, injection points, environmental grades, sites)", request: { params: idParam }, responses: { 200: json(solution, "OK"), 404: errors[404] } });
  get(`${C}/solutions/job_functions/`, "Job functions of the request form", list(idName));
  for (const [segment, label, body] of [
    ["msds_code_request", "MSDS request", DataSheetRequestPayload],
    ["tds_code_request", "TDS request", DataSheetRequestPayload],
    ["inquiry", "Inquiry", InquiryPayload],
  ] as const) {
    registry.registerPath({
      method: "post",
      path: `${C}/solutions/{id}/${segment}/`,
      summary: label,
      request: { params: idParam, body: { content: { "application/json": { schema: body } } } },
      responses: { 201: json(submitted, "Stored"), ...errors, 413: json(error, "Body too large") },
    });
  }
  registry.registerPath({
    method: "post",
    path: `${C}/basket_requests/`,
    summary: `A quote basket as one request: the buyer's details, delivery and terms, and 1 to ${MAX_BASKET_LINES} lines (one per solution; each with its quantity and unit, and a sample of at most 5 kg or 5 L where wanted). Answers its reference (RFQ-YYYY-NNNNNN).`,
    request: { headers: IdempotencyHeaders, body: { content: { "application/json": { schema: BasketRequestPayload } } } },
    responses: {
      201: json(registry.register("BasketRequestSubmitted", BasketSubmittedSchema), "Stored"),
      400: errors[400],
      404: json(error, "A line's solution is unknown or no longer published: `data` names each such line (`lines.{index}.solution`); nothing was stored"),
      405: errors[405],
      413: json(error, "Body too large"),
      429: json(error, "Too many requests from this address: wait for Retry-After seconds"),
    },
  });
  get(`${C}/categories/`, "The category tree", list(filterNode));
  get(`${C}/processes/`, "The process tree", list(filterNode));
  get("/api/v1/core/locations/", "Countries (has_plant=true: only those with plants), or the cities of a country (type=city&parent={id or name})", list(idName), LocationsQuerySchema._def.schema);
  post("/api/v1/core/contact/", "Contact message", ContactPayload);
  post("/api/v1/account/login/", "Sign in", LoginPayload, z.object({ status: z.number(), message: z.string(), user: User, access_token: z.string() }), 200);
  post("/api/v1/account/user-register/", "Register", RegisterFields);
  get("/api/v1/job_board/departments/", "Departments", list(idName));
  get("/api/v1/job_board/vacancies/", "Vacancies", list(vacancy), VacanciesQuerySchema);
  registry.registerPath({
    method: "post",
    path: "/api/v1/job_board/applications/",
    summary: "Job application with a resume (doc, docx, html, pdf or txt; at most 5 MB)",
    request: {
      body: {
        content: {
          "multipart/form-data": {
            schema: ApplicationPayload.extend({ resume: z.string().openapi({ format: "binary" }) }),
          },
        },
      },
    },
    responses: { 201: json(submitted, "Stored"), 400: errors[400], 413: json(error, "Resume over 5 MB") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/refresh",
    summary: "A new access token for the refresh token (the HttpOnly refresh_token cookie the sign-in sets, or a bearer token)",
    responses: { 200: json(z.object({ access_token: z.string() }), "OK"), 401: json(error, "No, malformed, unknown or expired refresh token") },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Petrochemicals catalogue API",
      version: "1.0.0",
      description: "The calls of the public website: catalogue, quote basket requests, locations, contact, accounts and job board. Errors answer `{status, message, data}`.",
    },
    servers: [{ url: "/" }],
  });
}

let document: ReturnType<typeof build> | undefined;

export function openApiDocument() {
  document ??= build();
  return document;
}

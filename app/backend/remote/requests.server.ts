/** RemoteBackend, MSDS / TDS / inquiry requests (spec §7) and the quote request sent as an inquiry. */
import { z } from "zod";
import type { RequestsBackend } from "../backend";
import { BackendError } from "../errors";
import type { RemoteClient } from "./client.server";

const PATHS = { msds: "msds_code_request", tds: "tds_code_request", inquiry: "inquiry" } as const;
const Answer = z.object({ message: z.string().optional() }).passthrough().nullable();
const REQUEST_SUCCESS = "Your request has been submitted successfully";
const REQUEST_FAILURE = "When submitting the form, an error occurred please try again";

export function remoteRequests(client: RemoteClient): RequestsBackend {
  return {
    async requestDataSheet(kind, solutionId, payload, _key, sender) {
      const json = {
        first_name: payload.first_name,
        last_name: payload.last_name,
        company_email_address: payload.company_email_address,
        job_function: payload.job_function,
        company: payload.company,
        country: payload.country,
        ...(kind === "inquiry" ? { message: payload.message ?? "" } : {}),
      };
      const { status, body } = await client.request("POST", `v1/petrochemicals_catalog/solutions/${solutionId}/${PATHS[kind]}/`, {
        json,
        schema: Answer,
        locale: sender?.locale,
      });
      if (status !== 201) throw new BackendError(body?.message || REQUEST_FAILURE, status);
      return { status, message: body?.message || REQUEST_SUCCESS };
    },
    async requestQuote(solutionId, payload, _key, sender) {
      // The owner's API has no quote call: send an inquiry that carries quantity and unit in its message.
      const [first, ...rest] = payload.full_name.trim().split(/\s+/);
      const message = [
        `Quote request: ${payload.quantity} ${payload.unit}.`,
        `Mobile: ${payload.mobile}.`,
        payload.note ? `Note: ${payload.note}` : "",
      ]
        .filter(Boolean)
        .join(" ");
      const { status, body } = await client.request("POST", `v1/petrochemicals_catalog/solutions/${solutionId}/inquiry/`, {
        json: {
          first_name: first ?? "",
          last_name: rest.join(" ") || first || "",
          company_email_address: payload.email,
          company: payload.company,
          message,
        },
        schema: Answer,
        locale: sender?.locale,
      });
      if (status !== 201) throw new BackendError(body?.message || REQUEST_FAILURE, status);
      return { status, message: body?.message || REQUEST_SUCCESS };
    },
  };
}

/** Route parameters that must be positive integers (ids); anything else is a 404, never a crash. */
export function parseIdParam(value: string | undefined, notFoundMessage: string): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) {
    throw new Response(notFoundMessage, { status: 404, statusText: "Not Found" });
  }
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new Response(notFoundMessage, { status: 404, statusText: "Not Found" });
  }
  return id;
}

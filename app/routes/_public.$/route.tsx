/** Any path that no route claims: the error screen with a real 404 inside the public layout. */
import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export function loader() {
  throw new Response("The page you are looking for does not exist.", { status: 404, statusText: "Not Found" });
}

export function action() {
  throw new Response("The page you are looking for does not exist.", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

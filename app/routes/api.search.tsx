import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { searchAll } from "~/.server/search";

/** GET /api/search?q=: products (up to 10) and health conditions (up to 8) for the search dialog. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return data(await searchAll(context.services.catalogue, q), { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    console.error("search: catalogue unavailable", error);
    return data({ products: [], conditions: [], error: "Search is unavailable right now." }, { status: 503 });
  }
}

import { redirect } from "@remix-run/node";

// Any path the shop does not know goes home (SPEC §2 route table).
export const loader = () => redirect("/", 302);
export const action = loader;

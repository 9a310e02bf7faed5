import { storefrontSchema } from "../local-storefront/schema";
import type { GraphQLObjectType } from "graphql";
const s = storefrontSchema();
for (const n of process.argv.slice(2)) {
  const t = s.getType(n) as GraphQLObjectType;
  console.log(n, Object.values(t.getFields()).filter(f=>!f.deprecationReason).map((f) => `${f.name}(${f.args.map(a=>a.name+':'+a.type).join(',')}):${f.type}`).join("  "));
}

import { describe, expect, it } from "vitest";
import { formTools } from "~/lib/webmcp/form-tools";

/** The declarative tools' names, descriptions and which of them the browser may submit without the shopper. */
const all = {
  search: formTools.search,
  addToCart: formTools.addToCart,
  increaseLine: formTools.increaseLine(1),
  decreaseLine: formTools.decreaseLine(1),
  removeLine: formTools.removeLine(1),
  checkout: formTools.checkout,
  contact: formTools.contact,
  newsletter: formTools.newsletter,
  giveaway: formTools.giveaway,
  quiz: formTools.quiz,
  chat: formTools.chat,
};

describe("form tools", () => {
  it("submit on their own only where nothing changes but the shopper's cart", () => {
    const autosubmit = Object.entries(all)
      .filter(([, tool]) => "toolautosubmit" in tool)
      .map(([key]) => key);
    expect(autosubmit.sort()).toEqual(["search", "addToCart", "increaseLine", "decreaseLine", "removeLine"].sort());
  });

  it("have distinct names a browser accepts, and a description each", () => {
    const names = Object.values(all).map((t) => t.toolname);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of Object.values(all)) {
      expect(tool.toolname).toMatch(/^[a-z0-9_-]{1,64}$/);
      expect(tool.tooldescription.length).toBeGreaterThan(10);
    }
  });

  it("name cart lines by position, never by what they hold", () => {
    expect(formTools.removeLine(3)).toEqual({
      toolname: "remove_line_3",
      tooldescription: "Remove cart line 3.",
      toolautosubmit: "",
    });
  });
});

import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, isBackOfficeRole } from "@/lib/domain/admin-permissions";
import { ADMIN_SECTIONS, sectionsFor } from "@/components/admin/shell/nav";
import { nextRoles, roleChangeMessage } from "@/components/admin/customers/role-button";

describe("who may do what", () => {
  it("an administrator may do everything, with or without a named permission", () => {
    for (const permission of PERMISSIONS) expect(can("admin", permission)).toBe(true);
    expect(can("admin")).toBe(true);
  });

  it("an assistant has the dashboard, orders and inquiries only; nothing unnamed", () => {
    const allowed = PERMISSIONS.filter((p) => can("assistant", p));
    expect(allowed).toEqual(["backOffice", "orders", "inquiries"]);
    expect(can("assistant")).toBe(false);
  });

  it("only admin and assistant are back-office roles", () => {
    expect(isBackOfficeRole("admin")).toBe(true);
    expect(isBackOfficeRole("assistant")).toBe(true);
    expect(isBackOfficeRole("user")).toBe(false);
    expect(isBackOfficeRole(null)).toBe(false);
  });
});

describe("the sidebar", () => {
  it("shows an assistant only Dashboard, Orders, Commissions and Inquiries, and an administrator every section", () => {
    expect(sectionsFor("assistant").map((s) => s.name)).toEqual(["Dashboard", "Orders", "Commissions", "Inquiries"]);
    expect(sectionsFor("admin")).toEqual([...ADMIN_SECTIONS]);
  });
});

describe("role changes on the customers page", () => {
  it("offers every other role; a guest (no account yet) can be given the back office only", () => {
    expect(nextRoles("user")).toEqual(["admin", "assistant"]);
    expect(nextRoles("assistant")).toEqual(["admin", "user"]);
    expect(nextRoles("admin")).toEqual(["assistant", "user"]);
    expect(nextRoles(null)).toEqual(["admin", "assistant"]);
  });

  it("says what each role grants and who is emailed", () => {
    expect(roleChangeMessage("a@b.np", "assistant", false)).toEqual([
      "a@b.np gets the back office's orders, fulfilment and inquiries only: no settings, prices, payment methods, roles, customers or analytics.",
      "a@b.np is emailed a link to set a password.",
    ]);
    expect(roleChangeMessage("a@b.np", "admin", true)[0]).toMatch(/^a@b\.np gets full access to the back office/);
    expect(roleChangeMessage("a@b.np", "user", true)).toEqual(["a@b.np loses access to the back office.", "Nobody is emailed."]);
  });
});

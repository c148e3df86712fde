/**
 * Every admin server action, admin read, admin route handler and admin page, found by listing
 * the files (so a new one is covered the day it is added), refuses an anonymous visitor and a
 * signed-in non-admin, answers 'Access Denied: Admin privileges required for this action' (or
 * redirects, for pages), and changes nothing in the database. The same sweep for the Assistant
 * role is assistant-authorization.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_DENIED_MESSAGE, AdminAccessError } from "@/lib/auth/require-admin";
import { createProfile, signInAs } from "./admin-fixtures";
import {
  actionModules,
  callRead,
  createSweepRecords,
  dataModules,
  pageModules,
  routeModules,
  sampleArgs,
  sampleInput,
  snapshot,
  type SweepRecords,
} from "./sweep-fixtures";

let ids: SweepRecords;
let buyer: { id: string; email: string };

beforeAll(async () => {
  buyer = await createProfile("buyer@example.com", "user");
  ids = await createSweepRecords(buyer.email);
});

const callers = [
  { who: "an anonymous visitor", as: () => signInAs(null), status: 401, redirect: "/?admin=signin" },
  { who: "a signed-in non-admin", as: () => signInAs(buyer), status: 403, redirect: "/" },
  { who: "an expired administrator session", as: () => signInAs({ id: "00000000-0000-4000-8000-000000000000", email: "x@y.z" }, { expired: true }), status: 401, redirect: "/?admin=expired" },
] as const;

describe("the files are found", () => {
  it("lists the admin actions, reads, routes and pages", () => {
    const actions = Object.values(actionModules).flatMap((m) => Object.keys(m));
    expect(actions).toEqual(
      expect.arrayContaining([
        "markPaid", "rejectOrderPayment", "setCustomerRole", "replyToInquiry", "closeInquiry",
        "createArtworkAction", "updateServiceAction", "reorderAboutItemsAction", "saveSettingsAction", "savePaymentMethodAction", "discardUploadsAction",
      ]),
    );
    // The content actions get valid inputs below: a missing check would really change something.
    const content = Object.entries(actionModules).filter(([file]) => /\/(artworks|services|about|settings|settings-payment|settings-prices|uploads)\.ts$/.test(file));
    expect(content).toHaveLength(7);
    for (const name of content.flatMap(([, m]) => Object.keys(m))) expect(sampleInput(name, ids), name).not.toEqual({});
    expect(Object.keys(dataModules).length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(routeModules)).toContain("/app/admin/orders/export/route.ts");
    expect(Object.keys(routeModules)).toContain("/app/admin/orders/rows/route.ts");
    expect(Object.keys(pageModules).length).toBeGreaterThanOrEqual(8);
  });
});

for (const caller of callers) {
  describe(`refused for ${caller.who}`, () => {
    for (const [file, mod] of Object.entries(actionModules)) {
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== "function") continue;
        it(`action ${name} (${file})`, async () => {
          const before = await snapshot();
          caller.as();
          const result = await (fn as (input: unknown) => Promise<unknown>)(sampleInput(name, ids));
          expect(result).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
          expect(await snapshot()).toBe(before);
        });
      }
    }

    for (const [file, mod] of Object.entries(dataModules)) {
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== "function") continue;
        it(`read ${name} (${file})`, async () => {
          caller.as();
          const error = await callRead(fn, sampleArgs(name, ids)).then(() => null, (e: unknown) => e);
          expect(error).toBeInstanceOf(AdminAccessError);
          expect((error as Error).message).toBe(ACCESS_DENIED_MESSAGE);
        });
      }
    }

    for (const [file, mod] of Object.entries(routeModules)) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const handler = mod[method];
        if (typeof handler !== "function") continue;
        it(`route ${method} ${file}`, async () => {
          const before = await snapshot();
          caller.as();
          const url = new URL("http://localhost/admin/route");
          const request = Object.assign(new Request(url, { method, ...(method === "GET" ? {} : { body: "{}" }) }), { nextUrl: url });
          const response = (await (handler as (r: Request, c: unknown) => Promise<Response>)(request, { params: Promise.resolve({ id: ids.orderId }) }));
          expect(response.status).toBe(caller.status);
          expect(await response.json()).toEqual({ error: ACCESS_DENIED_MESSAGE });
          expect(await snapshot()).toBe(before);
        });
      }
    }

    for (const [file, mod] of Object.entries(pageModules)) {
      it(`page ${file}`, async () => {
        caller.as();
        const render = mod.default as (props: unknown) => Promise<unknown>;
        const error = (await render({
          params: Promise.resolve({ id: ids.orderId }),
          searchParams: Promise.resolve({}),
          children: null,
        }).then(() => null, (e: unknown) => e)) as { digest?: string } | null;
        expect(error?.digest?.split(";")[2]).toBe(caller.redirect);
      });
    }
  });
}

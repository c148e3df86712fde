/**
 * The jam: can a handful of client addresses stop everyone else from buying or writing?
 * 300 'Proceed to Payment' posts for a sold original and 300 contact messages from 10
 * addresses, then a buyer and a writer from an 11th address. Used by bench:abuse (figures) and
 * the reliability drill (a jammed 11th address is a loss). The server must trust one proxy hop
 * (TRUSTED_PROXY=1), as both stacks do, so that X-Forwarded-For names each address.
 */
import { performance } from "node:perf_hooks";
import { callServerAction, formWith, pageFormFields } from "./server-actions";

export interface JamTargets {
  /** Where the 10 addresses send their posts. */
  url: string;
  /** Where the 11th address buys and writes (another instance, or the same). */
  eleventhUrl?: string;
  sold: { id: string; title: string };
  print: { id: string; title: string };
}

export interface JamResult {
  refusedCheckouts: number;
  checkoutMs: number;
  storedMessages: number;
  contactMs: number;
  bought: boolean;
  orderNumber: string | null;
  buyerMessage: string | null;
  wrote: boolean;
}

type Answer = { ok?: boolean; code?: string; message?: string; orderNumber?: string };

function checkoutForm(email: string, lines: unknown[], key: string): FormData {
  const form = new FormData();
  const fields = { name: "Jam Test", email, phone: "+977 980-1234567", address: "Patan, Lalitpur", notes: "", lines: JSON.stringify(lines), idempotencyKey: key };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

async function proceed(url: string, form: FormData, address: string): Promise<Answer> {
  const answer = await callServerAction(url, { page: "/checkout", action: "proceedToPayment", args: [form], headers: { "X-Forwarded-For": address } });
  return (answer.result ?? { ok: false, message: `HTTP ${answer.status}` }) as Answer;
}

/** A contact post from a given client address, as a browser without JavaScript sends it. */
async function postFrom(url: string, body: FormData, address: string): Promise<string> {
  const response = await fetch(`${url}/contact`, { method: "POST", body, headers: { Origin: url, "X-Forwarded-For": address } });
  return response.text();
}

export async function runJam(targets: JamTargets): Promise<JamResult> {
  const { url, sold, print } = targets;
  const eleventhUrl = targets.eleventhUrl ?? url;
  const line = (art: { id: string; title: string }, size: string) => ({
    kind: "artwork", lineId: `${art.id}:${size}`, artworkId: art.id, title: art.title, quantity: 1, size, framing: "none", notes: "",
  });
  const addresses = Array.from({ length: 10 }, (_, i) => `203.0.113.${100 + i}`);
  const hidden = await pageFormFields(url, "/contact");
  const contact = (i: number) =>
    formWith(hidden, { name: "Jam", email: `jam${i}@example.com`, phone: "", serviceType: "general", subject: "Jam", message: `Message ${i}` });
  const stamp = Date.now();

  let refusedCheckouts = 0;
  const t = performance.now();
  for (let round = 0; round < 30; round++) {
    const answers = await Promise.all(
      addresses.map((address, i) => proceed(url, checkoutForm(`jam${round}.${i}@example.com`, [line(sold, "original")], `jam-${stamp}-${round}-${i}`), address)),
    );
    refusedCheckouts += answers.filter((a) => a.ok !== true).length;
  }
  const checkoutMs = performance.now() - t;
  let storedMessages = 0;
  const t2 = performance.now();
  for (let round = 0; round < 30; round++) {
    const texts = await Promise.all(addresses.map((address, i) => postFrom(url, contact(round * 10 + i), address)));
    storedMessages += texts.filter((text) => text.includes("Thank you for your message")).length;
  }
  const contactMs = performance.now() - t2;

  const eleventh = "198.51.100.211";
  const eleventhHidden = await pageFormFields(eleventhUrl, "/contact");
  const buyer = await proceed(eleventhUrl, checkoutForm(`eleventh.buyer.${stamp}@example.com`, [line(print, "small")], `jam-eleventh-${stamp}`), eleventh);
  const writer = await postFrom(
    eleventhUrl,
    formWith(eleventhHidden, { name: "Eleventh", email: `eleventh.writer.${stamp}@example.com`, phone: "", serviceType: "general", subject: "Hello", message: "A real message." }),
    eleventh,
  );
  return {
    refusedCheckouts,
    checkoutMs,
    storedMessages,
    contactMs,
    bought: buyer.ok === true,
    orderNumber: buyer.orderNumber ?? null,
    buyerMessage: buyer.ok === true ? null : (buyer.message ?? null),
    wrote: writer.includes("Thank you for your message"),
  };
}

/** A sold original and a work with prints, read with the caller's query function. */
export async function jamCatalogue(
  query: <T extends Record<string, unknown>>(sql: string) => Promise<T[]>,
): Promise<Pick<JamTargets, "sold" | "print">> {
  const [sold] = await query<{ id: string; title: string }>("SELECT id::text, title FROM artworks WHERE status = 'sold' ORDER BY title LIMIT 1");
  const [print] = await query<{ id: string; title: string }>("SELECT id::text, title FROM artworks WHERE status = 'available' AND price_paisa > 0 ORDER BY title LIMIT 1");
  if (!sold || !print) throw new Error("The catalogue has no sold or no available artwork");
  return { sold, print };
}

/**
 * A solved quick check for tests: a challenge made by the shop's own code with little work (so
 * it solves in milliseconds), solved with altcha-lib as the widget does, encoded as the widget's
 * form field.
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createQuickCheck } from "@/lib/abuse/challenge";

export const EASY_QUICK_CHECK = { cost: 10, counterMin: 20, counterMax: 60 };

export async function solvedQuickCheck(options: { now?: Date } = {}): Promise<string> {
  const challenge = await createQuickCheck({ difficulty: EASY_QUICK_CHECK, now: options.now });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
}

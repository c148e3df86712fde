/** The state of a mailing-list sign-up form (footer, after an order, alerts). */
export type ListSignUpState =
  | { status: "idle" }
  | { status: "success"; message: string }
  /** `email` is what was typed, shown again; `quickCheck`: the form must show the quick check. */
  | { status: "error"; message: string; email: string; quickCheck?: boolean };

export const INITIAL_LIST_SIGN_UP_STATE: ListSignUpState = { status: "idle" };

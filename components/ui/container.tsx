import type { ComponentPropsWithoutRef } from "react";
import { cn } from "./cn";

/** The page's content column: centred, max 80rem, with responsive side padding. */
export function Container({ className, ...props }: ComponentPropsWithoutRef<"div">) {
  return <div className={cn("page-col", className)} {...props} />;
}

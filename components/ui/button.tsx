import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "accent" | "destructive" | "link";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

/*
 * The look of each variant and size lives in app/globals.css (.btn, .btn-{variant}, .btn-{size}):
 * pages send a few short class names per button instead of the whole list of utilities.
 */
/** Class names of a button, for links and other elements that should look like one. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn("btn", `btn-${variant}`, `btn-${size}`, className);
}

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/**
 * URLs of a service's dialogs (they work as plain links without JavaScript). A module of its own:
 * a page or card that only links to a service imports this, not the dialogs' client code.
 */
export function serviceHref(slug: string, options: { inquiry?: boolean } = {}): string {
  const params = new URLSearchParams({ service: slug });
  if (options.inquiry) params.set("inquiry", "1");
  return `/services?${params.toString()}`;
}

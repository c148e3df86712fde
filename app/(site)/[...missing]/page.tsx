import { notFound } from "next/navigation";

/**
 * Any URL no other route answers: the public site's 404 page inside the site's frame
 * (./not-found.tsx). The root not-found page stays a plain page without client code,
 * because Next sends the root one inside every page's payload.
 */
export default function MissingPage(): never {
  notFound();
}

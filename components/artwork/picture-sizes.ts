/*
 * The `sizes` of the images client views draw, shared with the server code that works out their
 * srcsets (components/artwork/image-source.ts): both must use the same value.
 */

/** Gallery cards: masonry columns, two on phones, three from 1024 px, four from 1280 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 50vw";
/** The widest a card's image is shown (half of a 1023 px viewport). */
export const CARD_IMAGE_WIDEST = 512;
/** The home page's featured work. */
export const HERO_IMAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw";
/** A service card on the services and contact pages. */
export const SERVICE_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 47vw, 100vw";
/** A service card on the home page. */
export const SERVICE_PREVIEW_IMAGE_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 31vw, 100vw";
/** The picture in a service's details dialog. */
export const SERVICE_DETAILS_IMAGE_SIZES = "(min-width: 768px) 640px, 100vw";

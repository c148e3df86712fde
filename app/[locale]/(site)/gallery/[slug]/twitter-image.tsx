import ArtworkShareImage, { generateImageMetadata } from "./opengraph-image";

/** The same card as Open Graph's (size and alt text too), for X/Twitter's large summary card. */
export { generateImageMetadata };
export default ArtworkShareImage;

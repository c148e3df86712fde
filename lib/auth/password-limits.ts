/** Lengths of an administrator password (no hashing here: safe to import from client code). */
/** Longest password accepted; bounded before any hashing work. */
export const MAX_PASSWORD_LENGTH = 256;
/** Shortest password an administrator may choose. */
export const MIN_PASSWORD_LENGTH = 10;

/** Written by scripts/subset-devanagari-font.mjs: the Nepali pages' face (public/fonts, SIL Open Font License beside it). */
export const DEVANAGARI_FONT = { url: "/fonts/noto-sans-devanagari-ne-400.265f88ce41.woff2", bytes: 28672 } as const;

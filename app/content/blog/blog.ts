/** The blog's own words: its description for search engines and link previews. */
export const BLOG_DESCRIPTION =
  "Know-how on oilfield chemistry from our chemists and field engineers: corrosion, scale, emulsions, H2S, biocides and drilling fluids.";

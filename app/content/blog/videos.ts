/** The blog's 'Videos' grid (spec §2, 4 items): recorded walk-throughs, each with its companion article. */
export interface BlogVideo {
  id: string;
  title: string;
  poster: string;
  posterAlt: string;
  description: string;
  /** The post that carries the video's content in writing. */
  postSlug: string;
}

export const BLOG_VIDEOS: readonly BlogVideo[] = [
  {
    id: "bottle-test",
    title: "A demulsifier bottle test, start to finish",
    poster: "/images/blog/video-bottle-test.svg",
    posterAlt: "Play symbol over a green background",
    description: "Our laboratory team doses, shakes and reads a row of bottles on a customer's crude, and explains what the interface tells them.",
    postSlug: "demulsifier-selection-by-bottle-testing",
  },
  {
    id: "squeeze",
    title: "Planning a scale squeeze",
    poster: "/images/blog/video-squeeze.svg",
    posterAlt: "Play symbol over a blue background",
    description: "Preflush, main pill, overflush and shut-in, on one whiteboard.",
    postSlug: "scale-inhibitor-squeeze-treatments",
  },
  {
    id: "lab-tour",
    title: "Inside our H2S test rig",
    poster: "/images/blog/video-lab-tour.svg",
    posterAlt: "Play symbol over a purple background",
    description: "How we compare scavengers safely under a controlled sour gas stream.",
    postSlug: "h2s-scavenger-chemistry",
  },
  {
    id: "field-dosing",
    title: "Setting a biocide batch on site",
    poster: "/images/blog/video-field-dosing.svg",
    posterAlt: "Play symbol over an orange background",
    description: "A field engineer sets up a batch treatment and takes a bioprobe sample.",
    postSlug: "biocide-rotation-in-water-injection",
  },
];

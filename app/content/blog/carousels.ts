/** Spec §9 blog carousel constants: slides in view by minimum window width (px). */
export type SlidesPerView = Readonly<Record<number, number>>;

export const LATEST_POSTS_SLIDES: SlidesPerView = { 0: 1.2, 640: 2, 768: 3, 1024: 4 };
export const RECOMMENDED_POSTS_SLIDES: SlidesPerView = { 0: 1.2, 640: 1.5, 768: 2, 1024: 2.5 };
/** Spec §9: the video grid shows 4 items. */
export const VIDEO_GRID_SIZE = 4;

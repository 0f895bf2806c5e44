/**
 * A row of post cards. The server renders a horizontally scrollable list (scroll-snap) that needs no JavaScript;
 * after hydration, once it comes near the screen, it becomes a Swiper carousel, whose code is fetched only then and
 * only on the blog. Carousels further down cost the page's start nothing.
 */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import type { SlidesPerView } from "~/content/blog/carousels";
import { useHydrated } from "~/utils/use-hydrated";
import { PostCard, type PostCardData } from "./post-card";

const SwiperCarousel = lazy(() => import("./swiper-carousel.client"));

type CarouselKind = "latest" | "recommended";

/** Card widths that show the same number of cards as Swiper's slidesPerView (spec §9), gaps included. */
const SCROLL_ITEM_WIDTH: Record<CarouselKind, string> = {
  latest: "basis-[80%] sm:basis-[calc((100%-1rem)/2)] md:basis-[calc((100%-2rem)/3)] lg:basis-[calc((100%-3rem)/4)]",
  recommended: "basis-[80%] sm:basis-[calc((100%-1rem)/1.5)] md:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/2.5)]",
};

interface PostCarouselProps {
  kind: CarouselKind;
  /** Names the carousel for assistive technology, e.g. 'Our Lateset Post'. */
  label: string;
  posts: PostCardData[];
  slidesPerView: SlidesPerView;
}

/** Whether the element is within 200 px of the viewport, or ever was. */
function useNearViewport(ref: RefObject<Element>, enabled: boolean) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (!("IntersectionObserver" in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: "200px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

export function PostCarousel({ kind, label, posts, slidesPerView }: PostCarouselProps) {
  const hydrated = useHydrated();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, hydrated);
  const list = (
    <div ref={anchor}>
      <ScrollList kind={kind} posts={posts} />
    </div>
  );
  if (!hydrated || !near) return list;
  return (
    <Suspense fallback={list}>
      <SwiperCarousel label={label} slidesPerView={slidesPerView}>
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </SwiperCarousel>
    </Suspense>
  );
}

function ScrollList({ kind, posts }: { kind: CarouselKind; posts: PostCardData[] }) {
  return (
    <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4" data-testid={`${kind}-scroll-list`}>
      {posts.map((post) => (
        <li key={post.slug} className={`shrink-0 snap-start ${SCROLL_ITEM_WIDTH[kind]}`}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

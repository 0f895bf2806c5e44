/**
 * The Swiper carousel of the blog (browser only): keyboard arrows, focus follows Tab, labelled prev/next buttons. On a
 * right-to-left page Swiper runs right to left (`dir="rtl"`): the first post is on the right, "next" moves leftwards,
 * and the buttons' arrows are mirrored so that each points the way it moves.
 */
import { Children, useState, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { SlidesPerView } from "~/content/blog/carousels";
import { direction } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/react";

interface SwiperCarouselProps {
  label: string;
  slidesPerView: SlidesPerView;
  children: ReactNode;
}

export default function SwiperCarousel({ label, slidesPerView, children }: SwiperCarouselProps) {
  const t = useT("blog");
  const dir = direction(useLocale());
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const breakpoints = Object.fromEntries(
    Object.entries(slidesPerView).map(([width, slides]) => [Number(width), { slidesPerView: slides }]),
  );
  const track = (instance: SwiperInstance) => setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });

  return (
    <div data-testid="swiper-carousel">
      <Swiper
        // Swiper reads the direction once, when it starts; the page's language never changes under it.
        dir={dir}
        modules={[Keyboard, A11y]}
        slidesPerView={slidesPerView[0]}
        spaceBetween={16}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          containerMessage: label,
          itemRoleDescriptionMessage: t("carousel.item"),
          // Swiper fills in {{index}} and {{slidesLength}} itself.
          slideLabelMessage: t("carousel.slide", { index: "{{index}}", slidesLength: "{{slidesLength}}" }),
          scrollOnFocus: true,
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onSlideChange={track}
        onResize={track}
        className="pb-2"
      >
        {Children.map(children, (child) => (
          <SwiperSlide className="h-auto!">{child}</SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-3 flex justify-end gap-2">
        <CarouselButton label={t("carousel.previous", { label })} disabled={edges.atStart} onClick={() => swiper?.slidePrev()}>
          ‹
        </CarouselButton>
        <CarouselButton label={t("carousel.next", { label })} disabled={edges.atEnd} onClick={() => swiper?.slideNext()}>
          ›
        </CarouselButton>
      </div>
    </div>
  );
}

function CarouselButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-10 items-center justify-center rounded-full border border-slate-400 bg-white text-2xl leading-none text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden="true" className="rtl:-scale-x-100">
        {children}
      </span>
    </button>
  );
}

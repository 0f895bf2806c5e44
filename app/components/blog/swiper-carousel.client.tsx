/** The Swiper carousel of the blog (browser only): keyboard arrows, focus follows Tab, labelled prev/next buttons. */
import { Children, useState, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { SlidesPerView } from "~/content/blog/carousels";

interface SwiperCarouselProps {
  label: string;
  slidesPerView: SlidesPerView;
  children: ReactNode;
}

export default function SwiperCarousel({ label, slidesPerView, children }: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const breakpoints = Object.fromEntries(
    Object.entries(slidesPerView).map(([width, slides]) => [Number(width), { slidesPerView: slides }]),
  );
  const track = (instance: SwiperInstance) => setEdges({ atStart: instance.isBeginning, atEnd: instance.isEnd });

  return (
    <div data-testid="swiper-carousel">
      <Swiper
        modules={[Keyboard, A11y]}
        slidesPerView={slidesPerView[0]}
        spaceBetween={16}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          containerMessage: label,
          itemRoleDescriptionMessage: "post",
          slideLabelMessage: "{{index}} of {{slidesLength}}",
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
        <CarouselButton label={`Previous: ${label}`} disabled={edges.atStart} onClick={() => swiper?.slidePrev()}>
          ‹
        </CarouselButton>
        <CarouselButton label={`Next: ${label}`} disabled={edges.atEnd} onClick={() => swiper?.slideNext()}>
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
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

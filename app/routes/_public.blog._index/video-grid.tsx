/**
 * The blog's 'Videos' grid (spec §2): the posts of the videos section, four of them, the first large and vertical, the
 * rest horizontal. Each card opens its post; a post with a video address also links to the video.
 */
import { Link } from "~/i18n/link";
import { NamedText } from "~/components/content-text";
import { useContentLanguage, useT } from "~/i18n/react";
import type { PostCardData } from "~/components/blog/post-card";

type VideoCard = PostCardData & { videoUrl: string | null };

export function VideoGrid({ videos }: { videos: VideoCard[] }) {
  const t = useT("blog");
  const [first, ...rest] = videos;
  if (!first) return <p className="text-slate-700">{t("videos.empty")}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 md:grid-rows-3" data-testid="video-grid">
      <li className="md:row-span-3">
        <VideoItem video={first} layout="vertical" />
      </li>
      {rest.map((video) => (
        <li key={video.slug}>
          <VideoItem video={video} layout="horizontal" />
        </li>
      ))}
    </ul>
  );
}

function VideoItem({ video, layout }: { video: VideoCard; layout: "vertical" | "horizontal" }) {
  const t = useT("blog");
  const content = useContentLanguage();
  const vertical = layout === "vertical";
  return (
    <article
      data-layout={layout}
      className={`group relative flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-700 ${
        vertical ? "flex-col" : "flex-row"
      }`}
    >
      {video.cover ? (
        <img
          src={video.cover}
          alt={video.coverAlt}
          width={600}
          height={420}
          loading="lazy"
          className={vertical ? "aspect-[3/4] w-full flex-1 object-cover md:aspect-auto md:min-h-80" : "aspect-square w-32 shrink-0 object-cover sm:w-44"}
        />
      ) : (
        <div aria-hidden="true" className={vertical ? "aspect-[3/4] w-full flex-1 bg-brand-50 md:aspect-auto md:min-h-80" : "aspect-square w-32 shrink-0 bg-brand-50 sm:w-44"} />
      )}
      <div className="flex flex-col gap-1 p-4">
        <h3 className={`font-semibold text-slate-900 ${vertical ? "text-xl" : "text-base"}`}>
          <Link to={`/blog/${video.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline" {...content(video.title)}>
            {video.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700" {...content(video.summary, true)}>
          {video.summary}
        </p>
        {video.videoUrl ? (
          <p className="relative z-10 text-sm">
            <a href={video.videoUrl} className="font-semibold text-brand-800 underline" rel="noopener noreferrer" target="_blank">
              {t("videos.watch")}
              <span className="sr-only">
                <NamedText text={t("videos.watchDetails", { title: video.title })} name={video.title} />
              </span>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}

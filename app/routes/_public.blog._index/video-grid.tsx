/** The blog's 'Videos' grid (spec §2): four walk-throughs, the first large and vertical, the rest horizontal. */
import { Link } from "@remix-run/react";
import type { BlogVideo } from "~/content/blog/videos";

type VideoCard = BlogVideo & { postTitle: string };

export function VideoGrid({ videos }: { videos: VideoCard[] }) {
  const [first, ...rest] = videos;
  if (!first) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-2 md:grid-rows-3" data-testid="video-grid">
      <li className="md:row-span-3">
        <VideoItem video={first} layout="vertical" />
      </li>
      {rest.map((video) => (
        <li key={video.id}>
          <VideoItem video={video} layout="horizontal" />
        </li>
      ))}
    </ul>
  );
}

function VideoItem({ video, layout }: { video: VideoCard; layout: "vertical" | "horizontal" }) {
  const vertical = layout === "vertical";
  return (
    <article
      data-layout={layout}
      className={`group relative flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-700 ${
        vertical ? "flex-col" : "flex-row"
      }`}
    >
      <img
        src={video.poster}
        alt={video.posterAlt}
        width={600}
        height={420}
        loading="lazy"
        className={vertical ? "aspect-[3/4] w-full flex-1 object-cover md:aspect-auto md:min-h-80" : "aspect-square w-32 shrink-0 object-cover sm:w-44"}
      />
      <div className="flex flex-col gap-1 p-4">
        <h3 className={`font-semibold text-slate-900 ${vertical ? "text-xl" : "text-base"}`}>
          <Link to={`/blog/${video.postSlug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline">
            {video.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{video.description}</p>
        <p className="text-sm text-slate-700">Companion article: {video.postTitle}</p>
      </div>
    </article>
  );
}

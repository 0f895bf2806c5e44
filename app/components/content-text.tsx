/** A translated sentence around a name from the database, the name marked in its own language. */
import { useContentLanguage } from "~/i18n/react";

/**
 * `text` is a message with `name` put in ("تفاصيل عن Sohar Refinery"); on an Arabic page an English name is isolated
 * in a `<bdi lang="en">`, so it is read in an English voice and keeps its own direction. Otherwise the text as it is.
 */
export function NamedText({ text, name }: { text: string; name: string }) {
  const content = useContentLanguage();
  const attributes = content(name);
  const at = name ? text.indexOf(name) : -1;
  if (!attributes.lang || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi {...attributes}>{name}</bdi>
      {text.slice(at + name.length)}
    </>
  );
}

/**
 * A name from the database inside a larger element: in a `<span lang="en">` (a `<bdi lang="en">` with `isolate`, for a
 * name within a sentence) when it is English on an Arabic page; otherwise the bare text, as before.
 */
export function ContentName({ name, isolate = false }: { name: string; isolate?: boolean }) {
  const content = useContentLanguage();
  const attributes = content(name);
  if (!attributes.lang) return <>{name}</>;
  return isolate ? <bdi {...attributes}>{name}</bdi> : <span {...attributes}>{name}</span>;
}

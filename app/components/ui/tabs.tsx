/**
 * Tabs whose state lives in the URL: links that work without JavaScript, arrow keys between tabs with it.
 * Every tab stays in the Tab order, because without JavaScript the arrow keys do nothing.
 */
import { Link } from "~/i18n/link";
import { useRef, type KeyboardEvent, type ReactNode } from "react";

interface TabLinkItem {
  id: string;
  label: ReactNode;
  href: string;
  selected: boolean;
  icon?: ReactNode;
}

export function TabLinks({ label, items, className = "" }: { label: string; items: TabLinkItem[]; className?: string }) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    event.preventDefault();
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? tabs.length - 1
          : (current + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    tabs[next]?.focus();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={`flex gap-1 ${className}`} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <Link
          key={item.id}
          id={`tab-${item.id}`}
          role="tab"
          to={item.href}
          aria-selected={item.selected}
          preventScrollReset
          className={`inline-flex items-center gap-2 rounded-t-md border-b-2 px-4 py-2.5 text-sm font-semibold ${
            item.selected ? "border-brand-700 text-brand-900" : "border-transparent text-slate-700 hover:text-brand-800"
          }`}
        >
          {item.icon}
          {item.label}
        </Link>
      ))}
    </div>
  );
}

export function TabPanel({ tabId, children, className = "" }: { tabId: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={`panel-${tabId}`} aria-labelledby={`tab-${tabId}`} className={className}>
      {children}
    </div>
  );
}

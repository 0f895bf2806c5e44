/** Inline SVG icons (decorative: always aria-hidden; the control that holds one carries the label). */
import type { SVGProps } from "react";
import { useT } from "~/i18n/react";

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-5" {...props}>
      {children}
    </svg>
  );
}

export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
export const GlobeIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
  </Icon>
);
export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </Icon>
);
export const BasketIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M3 9h18l-2 11H5L3 9z" />
    <path d="M8 9l4-6 4 6M9 13v4M15 13v4" />
  </Icon>
);
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const HeartIcon = ({ filled, ...p }: SVGProps<SVGSVGElement> & { filled?: boolean }) => (
  <Icon fill={filled ? "currentColor" : "none"} {...p}>
    <path d="M12 21s-7.5-4.6-9.3-9.2C1.4 8.4 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
  </Icon>
);
export const ShareIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
);
export const ArrowLeftIcon = (p: SVGProps<SVGSVGElement>) => (
  // "Back" points to the start side: mirrored right to left (Arabic).
  <Icon {...p} className={`rtl:-scale-x-100 ${p.className ?? "size-5"}`}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);
export const ChevronIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p} className={`rtl:-scale-x-100 ${p.className ?? "size-5"}`}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

/** The flag of Oman, for the header (the company's home market). */
export function OmanFlag({ className = "h-4 w-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 16" className={className} role="img" aria-label="Oman">
      <rect width="24" height="16" fill="#fff" />
      <rect y="10.67" width="24" height="5.33" fill="#008000" />
      <rect y="5.33" width="24" height="5.34" fill="#db161b" />
      <rect width="7" height="16" fill="#db161b" />
    </svg>
  );
}

/** The mark and the site's name in the page's language. */
export function Logo({ className = "" }: { className?: string }) {
  const t = useT("common");
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-brand-900 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <path d="M16 2l12 7v14l-12 7-12-7V9z" fill="#0f6a51" />
        <path d="M16 8l7 4v8l-7 4-7-4v-8z" fill="#aeead1" />
        <circle cx="16" cy="16" r="3" fill="#0b4f3c" />
      </svg>
      <span className="leading-tight">{t("siteName")}</span>
    </span>
  );
}

/** The site's menus (spec §2 "Header and navigation"). */
export const MAIN_NAVIGATION = [
  { label: "Home", to: "/" },
  { label: "Solutions", to: "/solutions" },
  { label: "Our services", to: "/services" },
  { label: "Contact us", to: "/contact-us" },
  { label: "Careers", to: "/careers" },
] as const;

export const PROFILE_MENU = [
  { label: "Manage my profile", to: "/profile" },
  { label: "Overview", to: "/profile/overview" },
  { label: "Saved", to: "/profile/saved" },
  { label: "Settings", to: "/profile/settings" },
] as const;

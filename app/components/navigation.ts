/** The site's menus (spec §2 "Header and navigation"); labels are keys of the `common` messages. */
export const MAIN_NAVIGATION = [
  { key: "nav.home", to: "/" },
  { key: "nav.solutions", to: "/solutions" },
  { key: "nav.find", to: "/find" },
  { key: "nav.services", to: "/services" },
  { key: "nav.contact", to: "/contact-us" },
  { key: "nav.careers", to: "/careers" },
] as const;

export const PROFILE_MENU = [
  { key: "profileNav.manage", to: "/profile" },
  { key: "profileNav.overview", to: "/profile/overview" },
  { key: "profileNav.saved", to: "/profile/saved" },
  { key: "profileNav.settings", to: "/profile/settings" },
] as const;

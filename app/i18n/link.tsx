/**
 * Remix's Link, NavLink, Form and useNavigate for the pages that exist in every language: an absolute in-site address is taken
 * to the page's language ("/solutions" is "/ar/solutions" on an Arabic page), so a visitor stays in the language
 * they chose. Relative addresses, files and other sites are left as they are.
 */
import {
  Form as RemixForm,
  Link as RemixLink,
  NavLink as RemixNavLink,
  useNavigate as useRemixNavigate,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
} from "@remix-run/react";
import { forwardRef, useCallback } from "react";
import { useLocalizePath } from "./react";

type To = LinkProps["to"];
type NavigateOptions = Pick<LinkProps, "replace" | "state" | "preventScrollReset" | "relative">;

function useLocalizeTo() {
  const localize = useLocalizePath();
  return useCallback(
    (to: To): To => {
      if (typeof to === "string") return localize(to);
      return to.pathname ? { ...to, pathname: localize(to.pathname) } : to;
    },
    [localize],
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localizeTo = useLocalizeTo();
  return <RemixLink ref={ref} to={localizeTo(to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const localizeTo = useLocalizeTo();
  return <RemixNavLink ref={ref} to={localizeTo(to)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const localize = useLocalizePath();
  return <RemixForm ref={ref} action={action === undefined ? undefined : localize(action)} {...props} />;
});

export function useNavigate() {
  const navigate = useRemixNavigate();
  const localizeTo = useLocalizeTo();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === "number" ? navigate(to) : navigate(localizeTo(to), options)),
    [navigate, localizeTo],
  );
}

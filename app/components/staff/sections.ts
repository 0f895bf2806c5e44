/** The staff workspace's sections and the roles that open each; a link shows only to a member whose roles open it. */
import type { StaffRole } from "~/db/schema";

interface StaffSection {
  to: string;
  label: string;
  description: string;
  roles: readonly StaffRole[];
}

const STAFF_SECTIONS: readonly StaffSection[] = [
  {
    to: "/staff/inbox",
    label: "Inbox",
    description: "Data-sheet requests, inquiries, quote requests and contact messages: find, assign, note and reply.",
    roles: ["admin", "sales", "communications"],
  },
  {
    to: "/staff/solutions",
    label: "Solutions",
    description: "The catalogue's solutions: create, edit, publish or unpublish, pictures, categories and plants.",
    roles: ["editor", "admin"],
  },
  {
    to: "/staff/categories",
    label: "Categories",
    description: "The category tree of the solution filters: add, rename, move, order, merge and delete categories.",
    roles: ["editor", "admin"],
  },
  {
    to: "/staff/search-terms",
    label: "Search synonyms",
    description: "The groups of terms that search treats alike (sulphide and sulfide, H2S and hydrogen sulphide): add, change and delete groups.",
    roles: ["editor", "admin"],
  },
  {
    to: "/staff/plants",
    label: "Plants",
    description: "The production plants on the map: create, edit, place on the map, publish or unpublish, processes and related solutions.",
    roles: ["editor", "admin"],
  },
  {
    to: "/staff/processes",
    label: "Processes",
    description: "The process tree of the plant filters: add, rename, move, order, merge and delete processes.",
    roles: ["editor", "admin"],
  },
  {
    to: "/staff/problems",
    label: "Problems",
    description: "The problem list the finder starts from (H2S, scale, emulsions…): add, rename, move, order, merge and delete problems and their groups.",
    roles: ["editor", "admin"],
  },
  {
    to: "/staff/posts",
    label: "Blog",
    description: "The blog's posts: write in Markdown, choose sections and a cover, publish, schedule or unpublish.",
    roles: ["communications", "admin"],
  },
  { to: "/staff/team", label: "Team", description: "Invite staff, change their roles, disable or enable their accounts.", roles: ["admin"] },
  { to: "/staff/mail", label: "Mail", description: "What the site sent, what waits and what failed, with the mail server's answer.", roles: ["admin"] },
  { to: "/staff/documents", label: "Documents", description: "MSDS and TDS files per solution and language: every revision, and uploads of new ones.", roles: ["sales", "admin"] },
  { to: "/staff/vacancies", label: "Vacancies", description: "The job board: create and edit vacancies, open or close them, set the dates they show from and close on.", roles: ["hr", "admin"] },
  { to: "/staff/applications", label: "Applications", description: "Job applications per vacancy: stages, notes, CVs and messages to applicants.", roles: ["hr", "admin"] },
  { to: "/staff/audit", label: "Audit log", description: "Who did what, when and from which address.", roles: ["admin"] },
];

export function sectionsFor(roles: readonly StaffRole[]) {
  return STAFF_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
}

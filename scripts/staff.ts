/**
 * Staff accounts from a shell: `npm run staff -- invite --email someone@example.om --role admin
 * [--role sales …]` makes (or re-invites) a member and prints their one-time set-up link (valid 72 hours), which is also
 * queued by mail. `npm run staff -- list` prints the members. `npm run staff -- unlock --email …` lifts every lock that
 * wrong passwords or codes set on a member (the account's and each known device's), for when no other admin can.
 * The link is printed for the operator who ran the command; it is never logged by the server.
 */
import { parseArgs } from "node:util";
import { closeDatabase } from "../app/db/client.server";
import { STAFF_ROLES, inviteStaff, isStaffRole, listStaff } from "../app/models/staff.server";
import { unlockStaff } from "../app/models/staff-locks.server";
import { scriptEnv } from "./script-env";

const USAGE = `usage: npm run staff -- invite --email ADDRESS --role ROLE [--role ROLE…]   (roles: ${STAFF_ROLES.join(", ")})
       npm run staff -- list
       npm run staff -- unlock --email ADDRESS`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, role: { type: "string", multiple: true, default: [] } },
});

const command = positionals[0];
if (command !== "invite" && command !== "list" && command !== "unlock") {
  console.error(USAGE);
  process.exit(2);
}
scriptEnv();

if (command === "list") {
  for (const member of await listStaff()) {
    const state = member.disabled ? "disabled" : member.active ? "active" : "invited";
    console.info(`${member.email}  ${member.roles.join(",") || "(no role)"}  ${state}`);
  }
} else if (command === "unlock") {
  const email = values.email?.trim() ?? "";
  if (!email) {
    console.error(USAGE);
    process.exit(2);
  }
  const result = await unlockStaff(email, { id: null, email: "npm run staff", ip: null });
  if (!result.ok) {
    console.error(`${email} has no staff account (npm run staff -- list shows them).`);
    await closeDatabase();
    process.exit(1);
  }
  console.info(`${email} is unlocked: wrong passwords and codes count from zero again, from every browser.`);
} else {
  const email = values.email?.trim() ?? "";
  const roles = values.role ?? [];
  if (!/^[^\s@<>,;"']+@[^\s@<>,;"']+\.[^\s@<>,;"']+$/.test(email) || !roles.length || !roles.every(isStaffRole)) {
    console.error(USAGE);
    process.exit(2);
  }
  const result = await inviteStaff({ email, roles: roles.filter(isStaffRole) }, { id: null, email: "npm run staff", ip: null });
  if (!result.ok) {
    console.error(`${email} already has an active staff account; an admin can change its roles at /staff/team.`);
    await closeDatabase();
    process.exit(1);
  }
  console.info(`Set-up link for ${email} (valid 72 hours, works once; also queued by mail):\n${result.link}`);
}
await closeDatabase();

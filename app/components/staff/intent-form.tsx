/**
 * A staff form on a page with several (an inbox item, an application): its answer's message, the session's form
 * key, the `intent` its route's action dispatches on, the fields, and the submit button (pending while this intent
 * is sent). Plain POST to the page's own action, so it works without JavaScript.
 */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Validator } from "remix-validated-form";
import { Button } from "~/components/ui/button";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { StaffFormKey } from "./form-key";

interface Props<T> {
  id: string;
  validator: Validator<T>;
  intent: string;
  submit: string;
  pendingLabel?: string;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

export function StaffIntentForm<T>({ id, validator, intent, submit, pendingLabel = "Saving...", variant, className = "grid gap-3", children, ...labelled }: Props<T>) {
  const answer = useFormAnswer(id);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <AppForm id={id} validator={validator} className={className} {...labelled}>
      <FormError message={answer?.formError} />
      <StaffFormKey />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" variant={variant} pending={pending} pendingLabel={pendingLabel}>
          {submit}
        </Button>
      </div>
    </AppForm>
  );
}

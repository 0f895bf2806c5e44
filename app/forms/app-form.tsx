/**
 * Every form of the site: remix-validated-form's ValidatedForm with the site's behaviour. It posts to the route's
 * action as a plain <form method="post"> (so it works without JavaScript); with JavaScript the form's validator runs
 * on submit (focusing the first field in error), and once submitted, again on every change. The fields of
 * app/components/ui/field.tsx inside it take their message and their refilled value from it (useField).
 */
import { createContext, useContext, useEffect, useRef, type ComponentProps, type ReactNode, type RefObject } from "react";
import { ValidatedForm, useFormContext, type Validator } from "remix-validated-form";
import { notify } from "~/components/flash-toast";
import { useFormMessage } from "~/i18n/form-messages";
import { useLocalizePath } from "~/i18n/react";
import { useFormAnswer } from "./form-answer";
import type { FormAnswer } from "./kit";

export { useFormAnswer } from "./form-answer";
export { FormError } from "./form-error";

/** Inside an AppForm: fields bind to it; `answer` is the action's answer to this form's last failed post. */
const AppFormContext = createContext<{ id: string; answer: FormAnswer | null } | null>(null);

export function useInAppForm() {
  return useContext(AppFormContext);
}


type Props<T> = Omit<ComponentProps<typeof ValidatedForm<T & Record<string, unknown>, undefined>>, "validator" | "id"> & {
  id: string;
  validator: Validator<T>;
  children: ReactNode;
};

export function AppForm<T>({ id, validator, children, method = "post", noValidate = true, formRef, action, ...props }: Props<T>) {
  const answer = useFormAnswer(id);
  // An absolute action stays in the page's language, like the links of ~/i18n/link (relative ones already are).
  const localize = useLocalizePath();
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  return (
    <ValidatedForm
      id={id}
      validator={validator as Validator<T & Record<string, unknown>>}
      method={method}
      noValidate={noValidate}
      formRef={ref}
      action={action === undefined ? undefined : localize(action)}
      {...props}
    >
      <AppFormContext.Provider value={{ id, answer }}>
        <RevalidateOnChange formRef={ref} />
        {children}
      </AppFormContext.Provider>
    </ValidatedForm>
  );
}

/** After the first submit every change checks the whole form again, so a fixed field's message goes at once. */
function RevalidateOnChange({ formRef }: { formRef: RefObject<HTMLFormElement> }) {
  const context = useFormContext();
  const latest = useRef(context);
  latest.current = context;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const check = async () => {
      const current = latest.current;
      if (!current.hasBeenSubmitted) return;
      const result = await current.validate();
      if (!result.error) current.clearAllErrors();
    };
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
    };
  }, [formRef]);
  return null;
}

/**
 * An action's refusal of the whole form (its `formError`) as an error toast too, in the page's language, once per
 * answer: a second identical refusal is a new answer and is told again.
 */
export function useFormErrorToast(answer: FormAnswer | null | undefined) {
  const tm = useFormMessage();
  // Translated while rendering (it may wait for the forms' messages); the effect reads the latest.
  const message = useRef<string | null>(null);
  message.current = answer?.formError ? tm(answer.formError) : null;
  useEffect(() => {
    if (answer && message.current) notify("error", message.current);
  }, [answer]);
}

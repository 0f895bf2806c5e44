/**
 * Validation in the browser with the form's own zod schema: on submit, then on every change once submitted
 * (spec §5). The server runs the same schema, so without JavaScript the messages are the same.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { validateFormData, type FieldErrors } from "./form-validation";

export function useFormValidation(schema: z.ZodTypeAny, serverErrors: FieldErrors | null | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const submitted = useRef(Boolean(serverErrors));

  useEffect(() => {
    if (!serverErrors) return;
    submitted.current = true;
    setErrors(serverErrors);
  }, [serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    submitted.current = true;
    const form = event.currentTarget;
    const { fieldErrors } = validateFormData(schema, new FormData(form));
    setErrors(fieldErrors ?? {});
    if (!fieldErrors) return;
    event.preventDefault();
    const first = Object.keys(fieldErrors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!submitted.current) return;
    setErrors(validateFormData(schema, new FormData(event.currentTarget)).fieldErrors ?? {});
  }

  return { errors, onSubmit, onChange };
}

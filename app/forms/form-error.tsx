/** A form-wide message, in its own module (no form library) for pages whose form loads when wanted (~/forms/lazy-form). */
import { useFormMessage } from "~/i18n/form-messages";

/** A form's own message (the backend's refusal, a limit): announced, above the fields. */
export function FormError({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  const tm = useFormMessage();
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 ${className}`.trim()}>
      {tm(message)}
    </p>
  );
}

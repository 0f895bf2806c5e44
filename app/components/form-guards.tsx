/** Hidden parts of every public form: the honeypot field people never see, and the one-time submission key. */
import { useT } from "~/i18n/react";
import { HONEYPOT_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";

export function FormGuards({ submissionKey }: { submissionKey: string }) {
  const t = useT("common");
  return (
    <>
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {t("honeypot")}
          <input type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={SUBMISSION_KEY_FIELD_NAME} value={submissionKey} />
    </>
  );
}

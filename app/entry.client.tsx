/** Hydrates the server-rendered document, with the messages the server embedded in it (no request needed). */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18N_DATA_ID, I18nProvider, type I18nState } from "./i18n/react";

const i18n = JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent ?? "") as I18nState;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider value={i18n}>
        <RemixBrowser />
      </I18nProvider>
    </StrictMode>,
  );
});

/**
 * The CV upload area's listener for the time before the form's code has come, as a script inline in the page, so that
 * it works from the moment the area is shown. Without it a file dropped there then is lost: the browser opens it in the
 * tab. While the area's form has not hydrated, a file dragged over the area may be dropped, a dropped file goes into
 * the area's file input (so a post without the form's code sends it too), and the drag counts as reaching for the form.
 * Once the form has hydrated, its own handlers take over, and lazy-form tells it of the file already in the input.
 */
import { READY_ATTRIBUTE, REGION_ATTRIBUTE, WANTED_EARLY_PROPERTY } from "~/forms/lazy-form";

/** Marks the element a file may be dropped on; it holds the file input the file goes into. */
export const FILE_DROP_ATTRIBUTE = "data-file-drop";

// Listened for on the window, in the capture phase: React stops a drag event on a form it has not hydrated yet at the
// document, before it would reach a listener there or on the area.
export const EARLY_DROP_SCRIPT = `(() => {
  const zoneOf = (event) => {
    const zone = event.target instanceof Element ? event.target.closest("[${FILE_DROP_ATTRIBUTE}]") : null;
    const region = zone && zone.closest("[${REGION_ATTRIBUTE}]");
    return region && !region.hasAttribute("${READY_ATTRIBUTE}") ? zone : null;
  };
  for (const type of ["dragenter", "dragover", "drop"]) {
    addEventListener(type, (event) => {
      const zone = zoneOf(event);
      if (!zone) return;
      event.preventDefault();
      window.${WANTED_EARLY_PROPERTY} = true;
      const file = type === "drop" && event.dataTransfer ? event.dataTransfer.files[0] : null;
      const input = zone.querySelector('input[type="file"]');
      if (!file || !input) return;
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
    }, true);
  }
})();`;

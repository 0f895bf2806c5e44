/** The sprite of the nine GHS pictograms (/pictograms.svg): a <symbol> each, with the pictogram's code as its id. */
import { renderToStaticMarkup } from "react-dom/server";
import { PICTOGRAM_CODES } from "~/content/ghs/pictograms";
import { PictogramArt } from "./ghs-pictogram";

let sprite: string | null = null;

export function pictogramSprite(): string {
  sprite ??= `<svg xmlns="http://www.w3.org/2000/svg">${renderToStaticMarkup(
    <>
      {PICTOGRAM_CODES.map((code) => (
        <symbol key={code} id={code} viewBox="0 0 100 100">
          <PictogramArt code={code} />
        </symbol>
      ))}
    </>,
  )}</svg>`;
  return sprite;
}

/**
 * A translated sentence with elements inside it ("Remove <strong>{{name}}</strong> from your saved items?"): the
 * message keeps its `{{placeholders}}` (each language puts them where its word order wants them) and each is replaced
 * by the element given for it.
 */
import { Fragment, type ReactNode } from "react";

export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{\{\s*([\w.]+)\s*\}\}/).map((piece, index) => (
    <Fragment key={index}>{index % 2 ? (piece in parts ? parts[piece] : `{{${piece}}}`) : piece}</Fragment>
  ));
}

import { Fragment, type CSSProperties } from "react";
import { Text } from "@react-email/components";

/**
 * Text typed with line breaks (a reply, a customer's message), kept as typed in both parts of the
 * email: a paragraph per blank-line block and a <br> per single line break. The HTML part alone
 * could rely on `white-space: pre-wrap`, but the plain-text part is made from the markup and
 * would run the lines together.
 */
export function MultilineText({ text, style }: { text: string; style: CSSProperties }) {
  const paragraphs = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <Text key={i} style={style}>
          {paragraph.split("\n").map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  );
}

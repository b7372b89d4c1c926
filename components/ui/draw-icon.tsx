import { createElement, type JSX, type SVGProps } from 'react';

/** An icon's drawing: its SVG elements and their attributes, as lucide describes them. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

export type Icon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

/**
 * A lucide icon drawn as plain SVG, with lucide's defaults (24 px, a 2 px round stroke in the
 * text's colour, hidden from assistive technology unless labelled). lucide-react's own component is
 * a client component, so each icon drawn with it costs every page its runtime and hydration; this
 * one is markup and nothing else.
 */
/**
 * Icons that point along the line of text (back and forward arrows, previous and next chevrons)
 * turn round on a page written from right to left, where "next" is on the left; the others never do.
 */
const pointsAlongText = /^(arrow|chevron|chevrons|move)-(left|right)$/;

export function drawIcon(name: string, node: IconNode): Icon {
  const names = pointsAlongText.test(name)
    ? `lucide lucide-${name} rtl:-scale-x-100`
    : `lucide lucide-${name}`;
  const DrawnIcon = ({ className, ...props }: SVGProps<SVGSVGElement>) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] || props['aria-labelledby'] ? undefined : true}
      className={className ? `${names} ${className}` : names}
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
  return DrawnIcon;
}

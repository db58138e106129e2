import { avatarGradient } from '../../domain/format/avatar-gradient.ts';
import { GLOBE_CIRCLE, GLOBE_LINES } from '../components/glyph-paths.ts';

const SVG = 'http://www.w3.org/2000/svg';

function svgElement(doc: Document, name: string, attributes: Readonly<Record<string, string>>): SVGElement {
  const element = doc.createElementNS(SVG, name);
  for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
  return element;
}

/** Each gradient needs an id of its own within its shadow root; a counter keeps them apart. */
let gradients = 0;

/**
 * The address's gradient avatar (the modal's, from the same pure derivation), as presentation
 * attributes rather than a style, so a strict CSP shows it too. Decorative: the address is beside it.
 */
export function gradientAvatar(doc: Document, address: string): SVGElement {
  const { colours, angle } = avatarGradient(address);
  gradients += 1;
  const id = `wp-avatar-${gradients}`;
  const svg = svgElement(doc, 'svg', { viewBox: '0 0 64 64', 'aria-hidden': 'true', focusable: 'false', part: 'avatar', 'data-avatar': 'gradient' });
  const gradient = svgElement(doc, 'linearGradient', { id, gradientTransform: `rotate(${angle} 0.5 0.5)` });
  colours.forEach((colour, index) => gradient.append(svgElement(doc, 'stop', { offset: String(index / 2), 'stop-color': colour })));
  const defs = svgElement(doc, 'defs', {});
  defs.append(gradient);
  svg.append(defs, svgElement(doc, 'circle', { cx: '32', cy: '32', r: '32', fill: `url(#${id})` }));
  return svg;
}

/** The neutral globe the modal shows for a network without an image. */
export function networkGlyph(doc: Document): SVGElement {
  const svg = svgElement(doc, 'svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false', part: 'network-icon', 'data-icon': 'glyph' });
  const group = svgElement(doc, 'g', { fill: 'none', stroke: 'currentColor', 'stroke-width': '1.6', 'stroke-linecap': 'round' });
  group.append(
    svgElement(doc, 'circle', GLOBE_CIRCLE),
    svgElement(doc, 'path', { d: GLOBE_LINES }),
  );
  svg.append(group);
  return svg;
}

/** A decorative image that calls `failed` once if it does not load (the caller shows its fallback). */
export function decorativeImage(doc: Document, src: string, part: string, failed: () => void): HTMLImageElement {
  const image = doc.createElement('img');
  image.setAttribute('part', part);
  image.alt = '';
  image.addEventListener('error', failed, { once: true });
  image.src = src;
  return image;
}

import Icons from 'unplugin-icons/vite';

/** The <svg> element around an icon's drawing. */
const SVG_ELEMENT = /^<svg[^>]*>|<\/svg>\s*$/g;

/**
 * Tabler's icons from Iconify's one-file copy of the set: `~icons/tabler/<name>` is the drawing inside the icon's
 * <svg> (a string of paths, built into the bundle only for the icons the app imports), which TablerIcon
 * (src/components/icons.tsx) draws. An install unpacks three files for it instead of the ~17,800 of
 * @tabler/icons-react and the SVG package it depends on, a third of node_modules' files and ~10 s of every `npm ci`
 * here. The stroke width the set writes on each path is taken off, so that a path takes it from its <svg>.
 */
export function tablerIcons() {
  return Icons({
    compiler: {
      compiler: (svg) => {
        const drawing = svg.replace(SVG_ELEMENT, '').replaceAll(' stroke-width="2"', '');
        return `export default ${JSON.stringify(drawing)};`;
      },
    },
  });
}

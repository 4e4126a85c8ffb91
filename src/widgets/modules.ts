/**
 * The source module of a widget's component, relative to the project root: the key of its chunk in
 * the build manifest (the server preloads a page's widget chunks by it). scripts/gen-widgets.mjs
 * follows it when it writes loaders.gen.ts.
 */
export function widgetModule(name: string): string {
  return `src/widgets/${name}/${name.charAt(0).toUpperCase()}${name.slice(1)}.tsx`;
}

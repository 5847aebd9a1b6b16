// Node module hooks for the process-level tests: the server imports the app's CSS modules, which
// only Vite understands. Without the web pages they are never rendered, so an empty module will do.
export async function load(url, context, nextLoad) {
  if (/\.css(\?.*)?$/.test(url)) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}

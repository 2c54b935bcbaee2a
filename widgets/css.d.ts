// Stylesheets are bundled by esbuild (into the entry's CSS file the addon links).
declare module "*.css";

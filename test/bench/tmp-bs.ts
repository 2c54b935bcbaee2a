import { measureBundles } from "./bundle-sizes";
const rows = await measureBundles({});
for (const r of rows.slice(0,1)) console.log(r.page.padEnd(20), (r.raw/1024).toFixed(1), (r.gzip/1024).toFixed(1));

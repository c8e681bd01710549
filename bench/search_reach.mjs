// bench/search_reach.py under the site's own Pyodide (Node 18+): the iterations a computer player
// reaches per decision in the page's interpreter.
//   node bench/search_reach.mjs dist/site amytis [level] [games]
//   node bench/search_reach.mjs dist/site akropolis hard 2 callicrates   (an Akropolis solo game)
//   node bench/search_reach.mjs dist/site akropolis hard 2 callicrates 0.6   (at a hint's limit)
//   node bench/search_reach.mjs dist/site akropolis hard 1 callicrates 60 2   (the second deeper form)
// Loads Pyodide and its standard library from the built site, msgspec from the site's wheels, and
// engine/, solo_ai/ and bench/search_reach.py from this checkout.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [site = "dist/site", game = "amytis", level = "hard", games = "2", solo = "", limit = "", deep = ""] = process.argv.slice(2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const siteDir = path.resolve(site);
const { loadPyodide } = await import(pathToFileURL(path.join(siteDir, "vendor/pyodide/pyodide.mjs")));
const py = await loadPyodide({
  indexURL: path.join(siteDir, "vendor/pyodide") + "/",
  stdLibURL: path.join(siteDir, "app/python_stdlib.zip"),
});

function copyTree(dir, dest) {
  py.FS.mkdirTree(dest);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "__pycache__") continue;
    const from = path.join(dir, e.name), to = `${dest}/${e.name}`;
    if (e.isDirectory()) copyTree(from, to);
    else if (e.name.endsWith(".py")) py.FS.writeFile(to, fs.readFileSync(from));
  }
}

const work = "/home/pyodide/reach";
copyTree(path.join(root, "engine"), `${work}/engine`);
copyTree(path.join(root, "solo_ai"), `${work}/solo_ai`);
py.FS.writeFile(`${work}/search_reach.py`, fs.readFileSync(path.join(root, "bench/search_reach.py")));
for (const name of fs.readdirSync(path.join(siteDir, "wheels"))) {
  if (!name.endsWith(".whl")) continue;
  py.FS.writeFile(`/tmp/${name}`, fs.readFileSync(path.join(siteDir, "wheels", name)));
  py.runPython(`import site, zipfile; zipfile.ZipFile("/tmp/${name}").extractall(site.getsitepackages()[0])`);
}
py.runPython(`
import sys
sys.path.insert(0, "${work}")
import search_reach
search_reach.main(["--game", "${game}", "--level", "${level}", "--games", "${games}"] + (["--solo", "${solo}"] if "${solo}" else []) + (["--limit", "${limit}"] if "${limit}" else []) + (["--deep", "${deep}"] if "${deep}" else []))
`);

// Runs pytest inside the site's own Pyodide (Python 3.14 in WebAssembly, as the page runs it),
// under Node.js: the repository and the test tools of the virtual environment are mounted, the
// msgspec wheel the site ships is unpacked. Arguments: the Pyodide folder, the standard library
// zip, the repository, the virtual environment's site-packages, the msgspec wheel, then
// pytest's arguments as one JSON list. Exit status: pytest's.
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlib, repo, sitePackages, wheel, argsJson] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlib });
for (const [where, root] of [["/repo", repo], ["/venv", sitePackages]]) {
  py.FS.mkdirTree(where);
  py.FS.mount(py.FS.filesystems.NODEFS, { root }, where);
}
py.FS.writeFile("/tmp/msgspec.whl", (await import("node:fs")).readFileSync(wheel));
py.globals.set("args_json", argsJson);
const status = py.runPython(`
import json, os, sys, zipfile
zipfile.ZipFile("/tmp/msgspec.whl").extractall("/lib/python3.14/site-packages")
sys.path.append("/venv")  # after the site's own msgspec: pytest and its plugins, pure Python
sys.path.insert(0, "/repo")
os.chdir("/repo")
import pytest
int(pytest.main(json.loads(args_json)))
`);
process.exit(status);

// Runs web/agora_web/remote/crypto.py in the site's own Pyodide under Node.js (whose WebCrypto
// has Ed25519, as browsers do): signs the bytes it is given with a new key, and checks the
// signatures it is given. Arguments: the Pyodide folder, the standard library zip, the
// repository, the msgspec wheel, and a JSON job {"sign": hex, "check": [[key, data, sig], ...],
// "x25519": [[scalar, point], ...], "cards": n}. Prints {"public": hex, "signature": hex,
// "checked": [bool, ...], "x25519": [hex, ...], "cards": [hex, ...]} (the first n card points
// of the game of sixteen zero bytes).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlib, repo, wheel, job] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlib });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.FS.writeFile("/tmp/msgspec.whl", readFileSync(wheel));
py.globals.set("job_json", job);
console.log(await py.runPythonAsync(`
import json, sys, zipfile
zipfile.ZipFile("/tmp/msgspec.whl").extractall("/lib/python3.14/site-packages")
sys.path[:0] = ["/repo", "/repo/web"]
from agora_web.remote import crypto, poker
job = json.loads(job_json)
key, public = await crypto.new_signing_key()
signature = await crypto.sign(key, bytes.fromhex(job["sign"]))
checked = [await crypto.verify(bytes.fromhex(k), bytes.fromhex(d), bytes.fromhex(s)) for k, d, s in job["check"]]
products = [(await crypto.x25519(bytes.fromhex(k), bytes.fromhex(p))).hex() for k, p in job.get("x25519", [])]
cards = [(await poker.run_async(poker.card_point(bytes(16), c), crypto.x25519)).hex() for c in range(job.get("cards", 0))]
json.dumps({"public": public.hex(), "signature": signature.hex(), "checked": checked, "x25519": products,
            "cards": cards})
`));

// Runs a remote game inside the site's own Pyodide under Node.js, with the page's own
// cryptography (web/agora_web/remote/crypto.py: WebCrypto) and key store (keys.py: Node has no
// IndexedDB, so it is the page's fallback to memory). Arguments: the Pyodide folder, the standard
// library zip, the repository, the msgspec wheel, and a JSON job {"game": name, "seats": n,
// "messages": n}. Prints {"persistent": bool, "link": "#t=…" with every message of the chain}.
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
import json, random, sys, zipfile
zipfile.ZipFile("/tmp/msgspec.whl").extractall("/lib/python3.14/site-packages")
sys.path[:0] = ["/repo", "/repo/web"]
from engine.core.protocol import Seat
from agora_web.remote import crypto, keys, messages
from agora_web.remote.game import RemoteGame

job = json.loads(job_json)
store = await keys.open_store()
players = [Seat(f"P{i}") for i in range(job["seats"])]
host = await RemoteGame.host(crypto, store, job["game"], players, {}, remote_seats=list(range(1, job["seats"])), name="H")
devices = [host]
start = None
for seat, invite in await host.invitations():
    friend, answer = await RemoteGame.join(crypto, keys.MemoryKeys(), invite, name=f"F{seat}")
    devices.append(friend)
    start = (await host.apply_link(answer)).link or start
for friend in devices[1:]:
    assert (await friend.apply_link(start)).problems == []
rng = random.Random(1)
for _ in range(job["messages"]):
    due = next(d for d in devices if d.my_turn())
    moves = []
    while not due.session.over():
        state, goes_on = due.trial(moves)
        if not goes_on:
            break
        legal = due.session.rules.legal_actions(state)
        moves.append(legal[rng.randrange(len(legal))])
    link = await due.send(moves)
    for other in devices:
        if other is not due:
            report = await other.apply_link(link)
            assert report.problems == [], report.problems
json.dumps({"persistent": store.persistent, "link": host.link(host.session.messages)})
`));

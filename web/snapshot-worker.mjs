// Makes this build's memory snapshot in a background worker (started by boot.mjs), so the page's
// own thread never waits for it: a second Pyodide starts here with `_makeSnapshot`, gets the app
// archive (our pure-Python modules; the runtime's files come from the service worker's cache),
// imports what agora_web/services/snapshot.py lists, and the snapshot goes into Cache Storage under the
// build's key. Older builds' snapshots are deleted. See docs/startup.md, "Memory snapshot".
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const BASE = new URL("./", import.meta.url).href;
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const STDLIB_URL = new URL("./app/python_stdlib.zip", import.meta.url).href; // as boot.mjs
// Only the app archive is unpacked: the modules the snapshot holds are all in it, and the
// filesystem is not part of a snapshot (PyScript unpacks every archive again at each start).
const APP_ARCHIVE = "app/agora_web.zip";

/** A failure that another visit may not meet (the network, the memory of the moment). */
class Transient extends Error {}

async function makeSnapshot(build) {
  const started = performance.now();
  let pyodide;
  let archive;
  try {
    pyodide = await loadPyodide({ indexURL: INDEX_URL, stdLibURL: STDLIB_URL, _makeSnapshot: true });
    const response = await fetch(new URL(APP_ARCHIVE, BASE));
    if (!response.ok) throw new Error(`${APP_ARCHIVE}: HTTP ${response.status}`);
    archive = await response.arrayBuffer();
  } catch (err) {
    throw new Transient(String((err && err.message) || err));
  }
  pyodide.unpackArchive(archive, "zip", { extractDir: "." });
  pyodide.runPython(`import agora_web.services.snapshot as s; s.prepare(${JSON.stringify(build)})`);
  const bytes = pyodide.makeMemorySnapshot();
  return { bytes, ms: Math.round(performance.now() - started) };
}

self.addEventListener("message", async (event) => {
  const { build, cache: name, key, lengthHeader } = event.data || {};
  let bytes;
  let ms;
  try {
    ({ bytes, ms } = await makeSnapshot(build));
  } catch (err) {
    // Unless the network failed, the interpreter's state cannot be kept (snapshot.py says why):
    // no use trying again for this build.
    self.postMessage({ ok: false, permanent: !(err instanceof Transient),
                       error: String((err && err.message) || err) });
    return;
  }
  try {
    const cache = await caches.open(name);
    await cache.put(key, new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream", [lengthHeader]: String(bytes.length) },
    }));
    for (const request of await cache.keys()) {
      if (request.url !== key) await cache.delete(request);
    }
    self.postMessage({ ok: true, bytes: bytes.length, ms });
  } catch (err) {
    // Storage full or refused: another visit may fare better.
    self.postMessage({ ok: false, permanent: false, error: String((err && err.message) || err) });
  }
});

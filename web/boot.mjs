// Agora's Python boot: the "interpreter" module PyScript loads (pyscript.json). PyScript calls its
// loadPyodide like Pyodide's own; this one starts Pyodide from a memory snapshot of this build
// when the browser keeps one, and as usual otherwise. See docs/startup.md, "Memory snapshot".
//
// - The snapshot lives in Cache Storage (cache "agora-snapshot:<scope>", one entry keyed by the
//   build id, which build/assemble.py writes below), so a new build never boots an old one.
// - It is made in a background worker (snapshot-worker.mjs) on a visit the service worker
//   serves (the site is kept offline), once the app is ready and the page is idle.
// - Anything wrong (no Cache Storage, an unreadable, truncated or foreign snapshot, a restore
//   that throws) deletes it and boots normally; the player sees nothing of it. A snapshot that
//   failed is not made again for the same build.
// - ?snapshot=0 in the address, or localStorage "agora.snapshot" = "off", skips the snapshot
//   path entirely (the tests use both paths).
// - <html data-snapshot="off|none|used|failed"> says which boot ran; data-snapshot-made="true"
//   or "error" when this page made one.
// - It also fetches the start's archives (ours and msgspec's wheel) at once, beside the
//   interpreter's own start, and unpacks them into Python's working folder as soon as it is up
//   (see "The start's archives" below), so PyScript's config has no "files" to fetch after it.
import { loadPyodide as loadPlain, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const BUILD = /*agora:build*/"dev";
/** The archives every start unpacks into the working folder, site-relative (build/assemble.py). */
const ARCHIVES = /*agora:archives*/[];
const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
// The standard library with the start's modules precompiled (build/bytecode.py), not the vendored one.
const STDLIB_URL = new URL("./app/python_stdlib.zip", import.meta.url).href;
const SCOPE = new URL("./", import.meta.url).href;
const CACHE = "agora-snapshot:" + SCOPE;
const KEY = SCOPE + "__agora-snapshot__/" + BUILD;
const SETTING = "agora.snapshot";
const FAILED = "agora.snapshot.failed";
const LENGTH_HEADER = "X-Agora-Length";
const MAKE_AFTER_READY_MS = 3000;
// The rest of the archives is written a while after ready, not in the first idle moment: right
// after ready the page answers the player's first click (and an outside observer's first look)
// at once instead of after 20 ms of writing files (80 on a phone-class CPU). An import that needs
// one of them first writes them then.
const FINISH_AFTER_READY_MS = 1000;
// PyScript's own set-up waits this long after the app's start, then for an idle moment (quietAfterStart).
const PYSCRIPT_AFTER_START_MS = 250;

const root = document.documentElement;
// Whether the service worker served this page from its start. On a first visit it takes over
// part-way (sw-template.js), and the snapshot is still made only on a later visit.
const SERVED_BY_WORKER = Boolean(typeof navigator !== "undefined" && navigator.serviceWorker?.controller);

function storage() {
  try {
    return window.localStorage;
  } catch (err) {
    return null;
  }
}

function disabled() {
  const flag = new URLSearchParams(location.search).get("snapshot");
  if (flag === "0" || flag === "off") return true;
  try {
    return storage()?.getItem(SETTING) === "off";
  } catch (err) {
    return false;
  }
}

function markFailed() {
  try {
    storage()?.setItem(FAILED, BUILD);
  } catch (err) { /* made again next time, and fails again: harmless */ }
}

function failedBefore() {
  try {
    return storage()?.getItem(FAILED) === BUILD;
  } catch (err) {
    return false;
  }
}

async function forget() {
  try {
    await (await caches.open(CACHE)).delete(KEY);
  } catch (err) { /* nothing kept */ }
}

/** The snapshot's bytes, null when there is none; throws when the entry is damaged. */
async function readSnapshot() {
  if (typeof caches === "undefined" || BUILD === "dev") return null;
  const hit = await (await caches.open(CACHE)).match(KEY);
  if (!hit) return null;
  const want = Number(hit.headers.get(LENGTH_HEADER));
  const bytes = new Uint8Array(await hit.arrayBuffer());
  if (!want || bytes.length !== want) throw new Error(`snapshot of ${bytes.length} bytes, ${want} expected`);
  return bytes;
}

/** Reads the snapshot (null: none); { failed } when the entry is damaged. Started as soon as
 * PyScript imports this module, so the read overlaps PyScript's own preparations. */
async function read() {
  try {
    return { bytes: await readSnapshot() };
  } catch (err) {
    console.warn("Agora: the stored memory snapshot is damaged; starting normally.", err);
    return { bytes: null, failed: true };
  }
}

const pending = disabled() ? null : read();

// --- the runtime's big files from the offline copy --------------------------------------------
//
// On a visit the service worker serves, Pyodide's WebAssembly (9.6 MB) and standard library (3 MB)
// come from this build's offline copy ("agora:<scope>:<build>", build/sw-template.js) through the
// worker's thread: about 0.1 s on a warm start, and Python cannot start before the last byte is in.
// The page reads them from that cache itself, which is several times quicker (no trip through the
// worker; the compiled WebAssembly the browser keeps beside the entry is used the same way), and
// hands them to Pyodide's own requests for them. Only from this build's own cache, so the files
// always match this boot.mjs; a file it does not hold is fetched as before.
const SITE_CACHE = "agora:" + SCOPE + ":" + BUILD;
const WASM_URL = new URL("pyodide.asm.wasm", INDEX_URL).href;

function keptCopies() {
  const kept = new Map();
  if (BUILD === "dev" || !SERVED_BY_WORKER || typeof caches === "undefined") return kept;
  for (const url of [WASM_URL, STDLIB_URL]) {
    // match with a cacheName never creates the cache (open would)
    kept.set(url, caches.match(url, { cacheName: SITE_CACHE }).catch(() => undefined));
  }
  return kept;
}

const copies = keptCopies(); // read at once, beside PyScript's own preparations

/** Runs `start` (Pyodide's boot) with its requests for the files in `copies` answered from them. */
async function withKeptCopies(start) {
  if (!copies.size) return start();
  const plain = globalThis.fetch;
  globalThis.fetch = function fetch(input, init) {
    const url = typeof input === "string" || input instanceof URL ? new URL(input, location.href).href : input?.url;
    const copy = copies.get(url);
    if (!copy) return plain.call(globalThis, input, init);
    copies.delete(url); // a response is read once; a second request goes to the network
    return copy.then((response) => (response && response.ok ? response : plain.call(globalThis, input, init)));
  };
  try {
    return await start();
  } finally {
    globalThis.fetch = plain;
    copies.clear();
  }
}

// --- the start's archives ------------------------------------------------------------------
//
// PyScript would fetch them only once the interpreter is up and unpack them with Pyodide's
// unpackArchive (Python's zipfile, 60 ms of a 0.65 s warm start). Fetched here at once, they are
// on hand when the interpreter is; UNPACK writes each member with less machinery. A failed fetch
// throws (the page's start-up screen names the file from its resource timing and offers Retry).

/** An archive's bytes: on a visit the service worker serves, straight from this build's offline
 * copy (as the interpreter's own files, see keptCopies); otherwise, or when the copy lacks it, fetched. */
async function archive(rel) {
  const url = new URL(rel, import.meta.url).href;
  let response = null;
  if (BUILD !== "dev" && SERVED_BY_WORKER && typeof caches !== "undefined") {
    response = await caches.match(url, { cacheName: SITE_CACHE }).catch(() => undefined);
  }
  if (!response?.ok) response = await fetch(url);
  if (!response.ok) throw new Error(`Agora: ${rel} could not be loaded (HTTP ${response.status})`);
  return response.arrayBuffer();
}

const archiveBytes = ARCHIVES.map((rel) => {
  const bytes = archive(rel);
  bytes.catch(() => {}); // reported when awaited; not an unhandled rejection before that
  return bytes;
});

/** Python: unpack(data, into) writes the members of the zip archive `data` (a Uint8Array) under
 * `into` that a start needs: every file but the source of a module the build did not precompile
 * (build/bytecode.py precompiles exactly what a start imports; a package's __init__.py is always
 * written, or its folder would pass for a namespace package). The rest is written by finish(): at
 * the first import the folders cannot answer (a finder placed last in sys.meta_path) or when the
 * page is idle a second after ready (FINISH_AFTER_READY_MS), whichever comes first. Each member's size and CRC are checked;
 * a name that would leave `into` is refused. */
const UNPACK = `
import os, struct, sys, zipfile, zlib
from io import BytesIO
from zipimport import zipimporter

_later = []  # (archive bytes, member, folder) written by finish()
_later_packages = set()  # the top-level names of what is left for later
_made = set()


def unpack(data, into):
    data = data.to_bytes()
    into = os.path.abspath(into)
    # names read as UTF-8 (what the build writes), not as cp437: that codec is not imported
    with zipfile.ZipFile(BytesIO(data), metadata_encoding="utf-8") as archive:
        members = [info for info in archive.infolist() if not info.filename.endswith("/")]
    names = {info.filename for info in members}
    for info in members:
        if _needed_at_start(info.filename, names):
            _write(data, info, into)
        else:
            _later.append((data, info, into))
            _later_packages.add(info.filename.partition("/")[0].removesuffix(".py"))
    if _later and _Rest not in sys.meta_path:
        sys.meta_path.append(_Rest)


def _needed_at_start(name, names):
    folder, _, file = name.rpartition("/")
    if not file.endswith(".py") or file == "__init__.py":
        return True
    cached = f"{folder}/__pycache__/{file[:-3]}.{sys.implementation.cache_tag}.pyc" if folder else ""
    return cached in names


def _write(data, info, into):
    name = info.filename
    if name.startswith("/") or ".." in name.split("/"):
        raise ValueError(f"unsafe member name {name!r}")
    skip = sum(struct.unpack_from("<HH", data, info.header_offset + 26))
    start = info.header_offset + 30 + skip
    raw = data[start:start + info.compress_size]
    if info.compress_type == zipfile.ZIP_DEFLATED:
        raw = zlib.decompress(raw, -15)
    elif info.compress_type != zipfile.ZIP_STORED:
        raise ValueError(f"{name}: compression {info.compress_type} not supported")
    if len(raw) != info.file_size or zlib.crc32(raw) != info.CRC:
        raise ValueError(f"{name}: damaged member")
    path = os.path.join(into, name)
    folder = os.path.dirname(path)
    if folder not in _made:
        os.makedirs(folder, exist_ok=True)
        _made.add(folder)
    # os.write rather than open(): no file object to make, half the time per member
    out = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(raw)
        while view:
            view = view[os.write(out, view):]
    finally:
        os.close(out)


def finish():
    """Writes what was left for later; the import system then looks at the folders again."""
    while _later:
        _write(*_later.pop())
    _later_packages.clear()
    if _Rest in sys.meta_path:
        sys.meta_path.remove(_Rest)
    for folder, finder in list(sys.path_importer_cache.items()):
        # (not a zip archive's: the standard library's never changes, and reading its directory
        # again costs 15-20 ms)
        if hasattr(finder, "invalidate_caches") and not isinstance(finder, zipimporter):
            finder.invalidate_caches()


class _Rest:
    """Last on sys.meta_path: a module no folder holds yet may be among the members left for later."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        # (a start looks for optional modules that are nowhere: those are not our business)
        if not _later or name.partition(".")[0] not in _later_packages:
            return None
        from importlib.machinery import PathFinder

        finish()
        return PathFinder.find_spec(name, path)
`;

/** Unpacks the start's archives into the working folder (where PyScript's "./*" put them); what a
 * start does not need is written once the page is idle a second after ready (or on the first import that
 * needs it). <html data-unpacked="all"> once every member is written. */
async function unpackArchives(pyodide) {
  if (!archiveBytes.length) return;
  const scope = pyodide.globals.get("dict")();
  let unpack = null;
  try {
    runSource(pyodide, UNPACK, "boot.mjs:UNPACK", scope);
    unpack = scope.get("unpack");
    for (const pending of archiveBytes) {
      unpack(new Uint8Array(await pending), ".");
    }
    finishWhenIdle(scope.get("finish"));
  } finally {
    unpack?.destroy();
    scope.destroy();
  }
}

/** Runs Python `source` in `scope` with the interpreter's own compile() and exec(): a few
 * milliseconds, where runPython (which first parses the text into a syntax tree in Python, for
 * its top-level await and last-expression value) took two to three times as long at start. */
function runSource(pyodide, source, filename, scope) {
  const builtins = pyodide.pyimport("builtins");
  let code = null;
  try {
    code = builtins.compile(source, filename, "exec");
    builtins.exec(code, scope);
  } finally {
    code?.destroy();
    builtins.destroy();
  }
}

function finishWhenIdle(finish) {
  const run = () => {
    try {
      finish();
      root.dataset.unpacked = "all";
    } catch (err) {
      console.warn("Agora: unpacking the rest of the archives failed:", err);
    } finally {
      finish.destroy();
    }
  };
  afterReady(() => setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, FINISH_AFTER_READY_MS));
}

/** Calls `then` once <body data-ready="true"> (the app can start a game), at once if it is. */
function afterReady(then) {
  const body = document.body;
  if (body.dataset.ready === "true") {
    then();
    return;
  }
  new MutationObserver((_, observer) => {
    if (body.dataset.ready === "true") {
      observer.disconnect();
      then();
    }
  }).observe(body, { attributes: true, attributeFilter: ["data-ready"] });
}

/** The bytes for `_loadSnapshot`, handed over once: Pyodide keeps its options for the page's
 * life, and 31 MB should not stay with them after the restore copied them into its memory. */
function handOver(bytes) {
  let held = bytes;
  return {
    then(resolve) {
      const out = held;
      held = null;
      resolve(out);
    },
  };
}

/** Boots Pyodide (from the snapshot when there is a good one) with these options. */
async function boot(options) {
  root.dataset.bootMs = String(Math.round(performance.now())); // for bench/startup.py
  const pyodide = await withKeptCopies(() => bootPyodide(options));
  root.dataset.pyodideMs = String(Math.round(performance.now()));
  await unpackArchives(pyodide);
  await parsed();
  startApp(pyodide);
  await quietAfterStart();
  return pyodide;
}

/** Resolves once the page has shown the app's first screen and been quiet a moment. PyScript's
 * own set-up goes on when boot() resolves: some 40 ms of tasks (its plugins, its Python package,
 * running main.py), none of which the app needs. Run at once, it stood between the ready page and
 * whatever came first: a click, or a look from outside, whose every round trip waited behind it
 * (docs/startup.md). */
function quietAfterStart() {
  return new Promise((resolve) => setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 1000 });
    else resolve();
  }, PYSCRIPT_AFTER_START_MS));
}

/** The page parsed to its end (the app draws over the shell's home screen). */
function parsed() {
  if (document.readyState !== "loading") return undefined;
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
}

/** Starts the app (agora_web/startup.py) in the task that started the interpreter, without
 * waiting for PyScript's own set-up, which the app does not need. Should it fail, main.py, which
 * PyScript runs next, raises the error again and PyScript shows it on the page. */
function startApp(pyodide) {
  try {
    const startup = pyodide.pyimport("agora_web.startup");
    try {
      startup.start();
    } finally {
      startup.destroy();
    }
  } catch (err) {
    console.warn("Agora: the app did not start with the interpreter; PyScript shows why.", err);
  }
}

async function bootPyodide(options) {
  const plain = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL };
  if (!pending) {
    root.dataset.snapshot = "off";
    return loadPlain(plain);
  }
  let { bytes, failed } = await pending;
  let state = failed ? "failed" : "none";
  if (bytes) {
    try {
      const pyodide = await loadPlain({ ...plain, _loadSnapshot: handOver(bytes) });
      bytes = null;
      pyodide.runPython(`import agora_web.services.snapshot as s; s.check(${JSON.stringify(BUILD)})`);
      root.dataset.snapshot = "used";
      return pyodide;
    } catch (err) {
      console.warn("Agora: the memory snapshot could not be used; starting normally.", err);
      state = "failed";
    }
  }
  bytes = null;
  if (state === "failed") {
    markFailed();
    await forget();
  }
  root.dataset.snapshot = state;
  const pyodide = await loadPlain(plain);
  if (state === "none") makeLater();
  return pyodide;
}

// Kept on the global object: should PyScript ever import this module under another address (a
// second module instance), both still share the one interpreter.
const EARLY = Symbol.for("agora.boot.early");

/** Starts Pyodide at once, before PyScript asks (shell.js calls this as it runs PyScript's
 * core.js): PyScript first loads its own modules, its config and its package storage, and the
 * interpreter's download, compile and start overlap all of that instead of following it.
 * PyScript's later loadPyodide call receives this same interpreter, its output hooked up then. */
export function startEarly() {
  if (!globalThis[EARLY]) globalThis[EARLY] = boot({});
  return globalThis[EARLY];
}

/** What PyScript calls (pyscript.json names this module as its interpreter). */
export async function loadPyodide(options = {}) {
  const early = globalThis[EARLY];
  if (!early) return boot(options);
  const pyodide = await early;
  const { stdout, stderr } = options;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}

// --- making one ------------------------------------------------------------------------------

function canMake() {
  return BUILD !== "dev" && typeof caches !== "undefined" && typeof Worker !== "undefined" &&
    SERVED_BY_WORKER && !failedBefore();
}

function make() {
  if (!canMake()) return;
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  worker.addEventListener("message", (event) => {
    const data = event.data || {};
    root.dataset.snapshotMade = data.ok ? "true" : "error";
    if (!data.ok) {
      console.warn("Agora: no memory snapshot this time:", data.error);
      if (data.permanent) markFailed();
    }
    worker.terminate();
  });
  worker.addEventListener("error", (event) => {
    root.dataset.snapshotMade = "error";
    console.warn("Agora: the snapshot worker failed:", event.message);
    worker.terminate();
  });
  worker.postMessage({ build: BUILD, cache: CACHE, key: KEY, lengthHeader: LENGTH_HEADER });
}

/** Once the app is ready and the page has been idle a while: the making must not slow the start. */
function makeLater() {
  if (!canMake()) return;
  afterReady(() => setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => make(), { timeout: 10000 });
    else make();
  }, MAKE_AFTER_READY_MS));
}

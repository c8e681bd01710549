// Agora before Python is ready: shows the home screen the build rendered into index.html (one
// <template data-shell-lang> per language, see build/shell.py), fills in the saved games from
// localStorage, shows what a share link opens, reports loading progress, and remembers a click
// on a button that needs Python so the app carries it out the moment it is ready.
//
// A plain script loaded at the end of <body>, so the home screen is in place at the first paint.
// When the app sets <body data-ready="true"> it has drawn its own home screen over this one;
// from then on this script does nothing but replay a remembered click.
(function () {
  "use strict";

  const root = document.documentElement;
  const body = document.body;
  const app = document.getElementById("app");
  const boot = document.getElementById("boot");
  const templates = {};
  document.querySelectorAll("template[data-shell-lang]").forEach((el) => {
    templates[el.dataset.shellLang] = el;
  });
  const langs = Object.keys(templates);

  // PyScript (and with it Python) starts once the page has painted: Python's start-up holds the
  // main thread for seconds, and a first frame that misses its turn would wait for all of it.
  // Only a page the service worker serves starts it at once (startRuntimeAfterPaint).
  // index.html only preloads core.js; this is the one place that runs it.
  let runtimeAsked = false;
  function startRuntime() {
    if (runtimeAsked) return;
    runtimeAsked = true;
    // Pyodide itself starts at once (boot.mjs); PyScript, loading beside it, takes it over.
    import("./boot.mjs").then((boot) => boot.startEarly()).catch((err) => {
      console.warn("Agora: Python could not be started early; PyScript starts it.", err);
    });
    // PyScript reads its config from the <script type="py"> element when core.js runs: the page
    // must be parsed to the end by then (a sheet linked in the body lets the page paint before the
    // parser reaches that element, and PyScript without its config would fetch Pyodide elsewhere).
    const loadCore = () => {
      const script = document.createElement("script");
      script.type = "module";
      script.src = "./vendor/pyscript/core.js";
      document.head.append(script);
    };
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", loadCore, { once: true });
    } else {
      loadCore();
    }
  }
  // On a return visit the service worker answers from its cache: the runtime's files arrive at
  // once, and Pyodide (whose first long task comes only after its module, its WebAssembly and its
  // standard library are in and compiled, well after the first frame) can start with the page.
  function servedFromCache() {
    return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  }
  function startRuntimeAfterPaint() {
    if (servedFromCache()) {
      startRuntime();
    } else if (typeof requestAnimationFrame === "function" && document.visibilityState === "visible") {
      requestAnimationFrame(() => setTimeout(startRuntime, 0));
      setTimeout(startRuntime, 1000); // a page that never paints still starts
    } else {
      startRuntime();
    }
  }
  if (!app || !langs.length) {
    startRuntime();
    return;
  }

  const SAVE_KEY = /^agora\.saves\.v1\./;
  const SLOW_MS = 60000;
  let texts = {};
  let queued = null;
  let failed = null;
  let slow = false;
  const seen = new Set();
  let sizes = {};
  try {
    sizes = JSON.parse((boot && boot.dataset.sizes) || "{}");
  } catch (err) {
    sizes = {};
  }
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);

  const isReady = () => body.dataset.ready === "true";
  const fmt = (key, values) => String(texts[key] || key).replace(/\{(\w+)\}/g,
    (whole, name) => (values && name in values ? String(values[name]) : whole));

  function storage() {
    try {
      return window.localStorage;
    } catch (err) {
      return null; // storage switched off in this browser
    }
  }

  function textsOf(code) {
    try {
      return JSON.parse(templates[code].dataset.text || "{}");
    } catch (err) {
      return {};
    }
  }

  function pickLang() {
    const key = textsOf(langs[0])._storage_key;
    const ls = storage();
    let stored = null;
    try {
      stored = ls && key ? ls.getItem(key) : null;
    } catch (err) {
      stored = null;
    }
    if (stored && templates[stored]) return stored;
    const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
    for (const tag of wanted) {
      const primary = String(tag).split("-")[0].toLowerCase();
      if (templates[primary]) return primary;
    }
    return templates.en ? "en" : langs[0];
  }

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // --- saved games ---------------------------------------------------------------------------
  // A slot is listed only when every field this script reads passes the checks the app makes
  // (web/agora_web/services/saves.py: the same limits, handed over by build/shell.py as "_limits"); any
  // other slot of ours is listed as damaged, with Export raw and Delete, and never stops the list.
  const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const codePoints = (v) => [...v].length;
  function wellFormed(text) {
    // no lone surrogate (the app refuses one as broken text)
    if (typeof text.isWellFormed === "function") return text.isWellFormed();
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff) return false;
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (!(d >= 0xdc00 && d <= 0xdfff)) return false;
        i++;
      }
    }
    return true;
  }

  function checkDoc(key, doc, text) {
    // "ok", "skip" (newer: the app says what it is) or "damaged"
    const L = texts._limits || {};
    const isCount = (v) => Number.isInteger(v) && v >= 0 && v <= L.count;
    const isTime = (v) => Number.isInteger(v) && Math.abs(v) <= L.time;
    const isTag = (v) => typeof v === "string" && v.length > 0 && codePoints(v) <= L.tag && wellFormed(v);
    const isName = (v) => typeof v === "string" && codePoints(v) <= L.name && !v.includes("\u0000") && wellFormed(v);
    const isNames = (v) => Array.isArray(v) && v.length <= L.seats && v.every(isName);
    const optional = (v, check) => v === undefined || check(v);
    if (text.length > L.save || !wellFormed(text) || !isObject(doc)) return "damaged";
    if (!Number.isInteger(doc.version)) return "damaged";
    if (doc.version > 1) return "skip";
    const record = doc.record;
    if (isObject(record) && Number.isInteger(record.format) && record.format > 1) return "skip";
    const s = doc.summary === undefined ? {} : doc.summary;
    const tut = doc.tutorial;
    const ok = doc.version === 1 && isTag(doc.id) && key === "agora.saves.v1." + doc.id &&
      typeof doc.game === "string" && (texts._games || []).includes(doc.game) &&
      isTime(doc.created) && isTime(doc.updated) && isNames(doc.players) &&
      optional(doc.rev, (v) => Number.isInteger(v) && v >= 0) &&
      isObject(s) && ["round", "rounds", "moves", "hints"].every((f) => optional(s[f], isCount)) &&
      optional(s.over, (v) => typeof v === "boolean") && optional(s.winners, isNames) &&
      (s.solo === undefined || s.solo === null ||
        (isTag(s.solo) && Object.prototype.hasOwnProperty.call(texts, "solo." + doc.game + "." + s.solo))) &&
      (tut === undefined || tut === null || (isObject(tut) && isTag(tut.id) && optional(tut.step, isCount))) &&
      optional(doc.advice, (v) => Array.isArray(v) && v.length <= L.advice) &&
      isObject(record) && record.format === 1 && record.game === doc.game && Array.isArray(record.players) &&
      record.players.every((p) => isObject(p) && isName(p.name)) && optional(record.moves, Array.isArray);
    return ok ? "ok" : "damaged";
  }

  function readSaves() {
    const ls = storage();
    const good = [];
    const bad = [];
    if (!ls) return good;
    try {
      for (let i = 0; i < ls.length; i++) {
        const key = ls.key(i);
        if (!SAVE_KEY.test(key)) continue;
        let verdict = "damaged";
        let doc = null;
        try {
          const text = ls.getItem(key);
          doc = JSON.parse(text);
          verdict = checkDoc(key, doc, text);
        } catch (err) { /* damaged */ }
        if (verdict === "ok") good.push({ key, doc, s: doc.summary || {} });
        else if (verdict === "damaged") bad.push({ key, bad: true });
      }
    } catch (err) {
      return good;
    }
    good.sort((a, b) => b.doc.updated - a.doc.updated || (a.key < b.key ? 1 : -1));
    bad.sort((a, b) => (a.key < b.key ? -1 : 1));
    return good.concat(bad);
  }

  function players(entry) {
    let names = entry.doc.players.map(String).join(", ");
    if (entry.s.solo) names += " · " + (texts["solo." + entry.doc.game + "." + entry.s.solo] || entry.s.solo);
    if (entry.doc.tutorial) names += " · " + fmt("tut.badge"); // a guided first game (tutorial.py)
    return names;
  }

  function status(s) {
    if (s.over) return s.winners && s.winners.length ? fmt("status_won", { names: s.winners.join(", ") }) : fmt("status_over");
    return fmt(s.rounds ? "status_round" : "status_round_open", { round: s.round || 0, rounds: s.rounds || 0 });
  }

  function button(cls, act, key, testid, label, title) {
    const b = el("button", { class: cls, "data-act": act, "data-arg": key, "data-testid": testid }, label);
    if (title) b.title = title;
    return b;
  }

  function goodRow(entry) {
    const row = el("li", { class: "save-row", "data-testid": "save-row", "data-key": entry.key });
    const head = el("div", { class: "save-main" });
    head.append(el("span", { class: "save-game" }, texts["game." + entry.doc.game]),
      el("span", { class: "save-players" }, players(entry)));
    const meta = el("div", { class: "save-meta" });
    let date = "";
    try {
      date = new Date(entry.doc.updated).toLocaleString(root.lang === "ru" ? "ru-RU" : "en-GB");
    } catch (err) { /* no date */ }
    meta.append(el("span", { class: "save-status", "data-testid": "save-status" }, status(entry.s)),
      el("span", { class: "save-date" }, date));
    const actions = el("div", { class: "save-actions" });
    actions.append(button("btn small", "open-save", entry.key, "open-save", fmt("open")));
    if (entry.s.moves) {
      actions.append(button("btn ghost small", "replay-save", entry.key, "replay-save", fmt("replay_save"),
        fmt("replay_save_title")));
      actions.append(button("btn ghost small", "review-save", entry.key, "review-save", fmt("review_open"),
        fmt("review_open_title")));
    }
    actions.append(button("btn ghost small", "delete-save", entry.key, "delete-save", fmt("delete")));
    row.append(head, meta, actions);
    return row;
  }

  function badRow(key) {
    // the app gives the reason once it is ready; until then: damaged, Export raw, Delete
    const row = el("li", { class: "save-row bad", "data-testid": "save-row-bad", "data-key": key,
      "data-problem": "damaged" });
    const head = el("div", { class: "save-main" });
    head.append(el("span", { class: "save-problem", "data-testid": "save-problem" }, "⚠ " + fmt("save_damaged")));
    const actions = el("div", { class: "save-actions" });
    actions.append(button("btn ghost small", "export-raw", key, "export-raw", fmt("export_raw"), fmt("export_raw_title")),
      button("btn ghost small", "delete-save", key, "delete-save", fmt("delete")));
    row.append(head, actions);
    return row;
  }

  function fillSaves(main) {
    const entries = readSaves();
    const empty = main.querySelector('[data-testid="no-saves"]');
    if (!entries.length || !empty) return;
    const list = el("ul", { class: "save-list", "data-testid": "save-list" });
    const shown = [];
    for (const entry of entries) {
      let row = null;
      if (!entry.bad) {
        try {
          row = goodRow(entry);
          shown.push(entry);
        } catch (err) {
          row = null;
        }
      }
      list.append(row || badRow(entry.key));
    }
    empty.replaceWith(list);
    const latest = shown.find((e) => !e.s.over);
    const games = main.querySelector("section.games");
    if (latest && games) {
      const detail = fmt(latest.s.rounds ? "continue_detail" : "continue_detail_open", {
        game: texts["game." + latest.doc.game], players: players(latest), round: latest.s.round || 0,
        rounds: latest.s.rounds || 0,
      });
      const card = button("continue card", "open-save", latest.key, "continue");
      card.append(el("span", { class: "continue-title" }, "▶ " + fmt("continue")),
        el("span", { class: "continue-detail" }, detail));
      games.before(card);
    }
  }

  // --- a share link in the address ------------------------------------------------------------
  function fromBase64url(text) {
    const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  }

  async function linkRecord(payload) {
    const m = /^1\.([A-Za-z0-9_-]+)=*$/.exec(decodeURIComponent(payload).trim());
    if (!m || typeof DecompressionStream === "undefined") return null;
    const stream = new Blob([fromBase64url(m[1])]).stream().pipeThrough(new DecompressionStream("deflate"));
    return JSON.parse(await new Response(stream).text());
  }

  function showLink(main) {
    const m = /^#r=(.+)$/.exec(location.hash || "");
    if (!m) return;
    const card = el("section", { class: "card shell-link", "data-testid": "shell-link" });
    card.append(el("h2", {}, fmt("shell_link_bad")));
    const home = main.querySelector(".home");
    (home || main).replaceChildren(card);
    linkRecord(m[1]).then((record) => {
      const name = record && texts["game." + record.game];
      if (!name || !Array.isArray(record.players)) return;
      card.replaceChildren(el("h2", {}, fmt("shell_link", { game: name })),
        el("p", { "data-testid": "shell-link-players" },
          fmt("shell_link_players", { players: record.players.map((p) => String((p && p.name) || "?")).join(", ") })),
        el("p", { class: "muted" }, fmt("shell_link_moves", { moves: (record.moves || []).length })));
    }).catch(() => { /* the app says what is wrong with the link */ });
  }

  // --- showing the home screen ------------------------------------------------------------------
  function show(code) {
    if (isReady()) return;
    texts = textsOf(code);
    root.lang = code;
    document.title = texts.app_name || document.title;
    const content = templates[code].content.cloneNode(true);
    const main = content.querySelector("main") || content;
    fillSaves(main);
    showLink(main);
    app.replaceChildren(content);
    app.querySelectorAll('[data-act="lang"]').forEach((b) => {
      b.setAttribute("aria-pressed", b.dataset.arg === code ? "true" : "false");
      b.classList.toggle("on", b.dataset.arg === code);
    });
    // Buttons that need Python say so when pointed at (the app draws its own when it is ready).
    app.querySelectorAll("button[data-act]:not([data-act=lang]):not([data-act=home]):not([title])").forEach((b) => {
      b.title = fmt("shell_getting_ready");
    });
    markQueued();
    renderBoot();
    markPainted();
  }

  // When the home screen was first drawn (ms since navigation; the frame that paints it):
  // bench/startup.py reads it, since the browser's first contentful paint may be the splash.
  function markPainted() {
    if (root.dataset.homePaintMs || typeof requestAnimationFrame !== "function") return;
    requestAnimationFrame(() => {
      if (!root.dataset.homePaintMs) root.dataset.homePaintMs = String(Math.round(performance.now()));
    });
  }

  function setLang(code) {
    const key = texts._storage_key;
    try {
      if (key) window.localStorage.setItem(key, code);
    } catch (err) { /* the choice lasts for this page only */ }
    show(code);
  }

  // --- clicks before the app is ready -------------------------------------------------------------
  function selectorOf(item) {
    let sel = `[data-act="${CSS.escape(item.act)}"]`;
    if (item.arg !== null) sel += `[data-arg="${CSS.escape(item.arg)}"]`;
    return sel;
  }

  function markQueued() {
    app.querySelectorAll(".shell-queued").forEach((b) => {
      b.classList.remove("shell-queued");
      b.removeAttribute("aria-busy");
    });
    if (!queued) return;
    const target = app.querySelector(selectorOf(queued));
    if (target) {
      target.classList.add("shell-queued");
      target.setAttribute("aria-busy", "true");
    }
  }

  function onClick(event) {
    if (isReady()) return;
    const target = event.target && event.target.closest ? event.target.closest("[data-act]") : null;
    if (!target || !app.contains(target)) return;
    const act = target.getAttribute("data-act");
    event.preventDefault();
    event.stopImmediatePropagation();
    if (act === "lang") {
      setLang(target.getAttribute("data-arg"));
    } else if (act !== "home" && target.tagName !== "INPUT") {
      // A file chooser needs the player's own click, so importing is not remembered; the rest is.
      queued = { act, arg: target.getAttribute("data-arg") };
      markQueued();
      renderBoot();
    }
  }

  function whenReady() {
    document.removeEventListener("click", onClick, true);
    if (boot) boot.hidden = true;
    const item = queued;
    queued = null;
    if (!item) return;
    const target = app.querySelector(selectorOf(item));
    if (target && !target.disabled) target.click();
  }

  // --- progress -----------------------------------------------------------------------------------
  const base = new URL("./", document.baseURI).href;

  function renderBoot() {
    if (!boot || isReady()) return;
    boot.hidden = false;
    const fill = boot.querySelector(".boot-fill");
    const label = boot.querySelector(".boot-text");
    let done = 0;
    for (const name of seen) done += sizes[name] || 0;
    let line;
    boot.classList.toggle("failed", Boolean(failed));
    if (failed !== null) {
      line = fmt("shell_failed") + (failed ? " " + fmt("shell_failed_file", { file: failed }) : "");
    } else if (total && done < total) {
      line = fmt("shell_download", { done: (done / 1e6).toFixed(1), total: (total / 1e6).toFixed(1) });
    } else {
      line = fmt("shell_starting");
    }
    if (failed === null && slow) line += " " + fmt("shell_not_started");
    if (failed === null && queued) line += " " + fmt("shell_queued");
    if (fill) fill.style.width = `${total ? Math.round((100 * done) / total) : 100}%`;
    if (label) label.textContent = line;
    let retry = boot.querySelector("button");
    if ((failed !== null || slow) && !retry) {
      retry = el("button", { type: "button", class: "btn small", "data-testid": "boot-retry" });
      retry.addEventListener("click", () => location.reload());
      boot.append(retry);
    }
    if (retry) retry.textContent = fmt("shell_retry");
  }

  function fail(name) {
    if (isReady() || failed !== null) return;
    failed = name || "";
    renderBoot();
  }

  function noteResource(entry) {
    if (!entry.name.startsWith(base)) return;
    const name = decodeURIComponent(entry.name.slice(base.length).split(/[?#]/)[0]);
    if (!(name in sizes)) return;
    if (entry.responseStatus >= 400) {
      fail(name);
      return;
    }
    seen.add(name);
  }

  if (typeof PerformanceObserver !== "undefined") {
    try {
      new PerformanceObserver((list) => {
        list.getEntries().forEach(noteResource);
        renderBoot();
      }).observe({ type: "resource", buffered: true });
    } catch (err) { /* no progress, the page still starts */ }
  }
  window.addEventListener("error", (event) => {
    const t = event.target;
    if (t && t !== window && (t.src || t.href)) {
      fail(String(t.src || t.href).replace(base, ""));
    }
  }, true);
  setTimeout(() => {
    if (!isReady()) {
      slow = true;
      renderBoot();
    }
  }, SLOW_MS);

  document.addEventListener("click", onClick, true);
  try {
    show(pickLang());
  } finally {
    startRuntimeAfterPaint();
  }
  if (isReady()) {
    whenReady();
  } else {
    new MutationObserver((_, observer) => {
      if (isReady()) {
        observer.disconnect();
        whenReady();
      }
    }).observe(body, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();

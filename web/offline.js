// Agora in the page: registers the service worker (sw.js, written by the build) that keeps the
// site for offline play, and offers a newly downloaded version with a banner.
//
// Kept apart from the Python app on purpose: it works even if the app fails to start, so a
// fixed version can always arrive. Its two strings are here (English and Russian, by the
// page's language, which the app keeps in <html lang>).
//
// <html data-build="...">: the build id of the files this page got (from build-info.json).

const TEXT = {
  en: { ready: "A new version of Agora is ready.", reload: "Reload", busy: "Updating…" },
  ru: { ready: "Готова новая версия Агоры.", reload: "Перезагрузить", busy: "Обновление…" },
};
const CHECK_EVERY_MS = 60 * 60 * 1000;

const root = document.documentElement;

fetch("./build-info.json")
  .then((r) => (r.ok ? r.json() : null))
  .then((info) => { if (info && info.build_id) root.dataset.build = info.build_id; })
  .catch(() => {});

function text() {
  return TEXT[(root.lang || "en").slice(0, 2)] || TEXT.en;
}

let banner = null;
let waiting = null;

function renderBanner() {
  if (!banner) return;
  const t = text();
  banner.lang = root.lang || "en";
  banner.querySelector(".update-text").textContent = t.ready;
  const button = banner.querySelector("button");
  button.textContent = button.disabled ? t.busy : t.reload;
}

function showUpdate(worker) {
  waiting = worker;
  root.dataset.update = "ready";
  if (!banner) {
    banner = document.createElement("div");
    banner.className = "update-banner";
    banner.setAttribute("role", "status");
    banner.dataset.testid = "update-banner";
    banner.innerHTML = '<span class="update-text"></span>' +
      '<button type="button" class="btn primary small" data-testid="update-reload"></button>';
    banner.querySelector("button").addEventListener("click", (event) => {
      event.currentTarget.disabled = true;
      renderBanner();
      waiting.postMessage({ type: "skip-waiting" });
    });
    document.body.appendChild(banner);
    new MutationObserver(renderBanner).observe(root, { attributes: true, attributeFilter: ["lang"] });
  }
  renderBanner();
}

function watch(registration) {
  const sw = navigator.serviceWorker;
  const follow = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      // With no controller this is the first install: nothing to replace, nothing to announce.
      if (worker.state === "installed" && sw.controller) showUpdate(worker);
    });
  };
  if (registration.waiting && sw.controller) showUpdate(registration.waiting);
  follow(registration.installing); // an update the browser started before this page listened
  registration.addEventListener("updatefound", () => follow(registration.installing));
  const check = () => registration.update().catch(() => {});
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") check(); });
  if (registration.active) check();
}

function register() {
  const sw = navigator.serviceWorker;
  sw.register("./sw.js", { scope: "./" }).then(watch).catch((err) => {
    console.warn("Agora: offline support is not available:", err);
  });
  // Until the worker's cache is complete it goes on filling it, also after this page is gone.
  sw.ready.then((registration) => registration.active?.postMessage({ type: "fill" })).catch(() => {});
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  const sw = navigator.serviceWorker;
  // A page that runs one build switches to the next only as a whole: when the new worker takes
  // over (the player accepted the update here or in another tab), reload from the new files.
  if (sw.controller) {
    let reloading = false;
    sw.addEventListener("controllerchange", () => {
      if (!reloading) {
        reloading = true;
        location.reload();
      }
    });
  }
  // Registered at once, also on a first visit: the worker then keeps the files the app fetches
  // as they pass through it (and fills in the rest), so a visit that comes right after this one
  // is already served from the cache (sw-template.js says how).
  register();
}

"""Browser tabs kept from one test to the next, emptied between them (the ``app_page`` and
``fresh_page`` fixtures).

Why: a page opened in a fresh browser context starts a new renderer process, which compiles
Pyodide's WebAssembly anew: about 3.5–4 s and 7–8 s of CPU on a 2-CPU machine, for each of the
hundreds of times the browser tests open the app. The same tab navigated back to the app reuses
the compiled module of its process and opens in about half of that. When a test gives its tab back,
the tab is made as a fresh context would have it: every page but the tab closed, the tab on
``about:blank``, the origin's storage of every kind cleared (localStorage, sessionStorage,
IndexedDB, Cache Storage with the memory snapshot, the service worker's registration; so each test
is still the site's first visit), the test's event listeners removed, the mouse back at the corner.
Each tab is kept for the context arguments it was made with (a screen size, touch, reduced motion,
...) and lent again only for the same ones; a test of several devices takes a tab for each.

What cannot be taken back (an init script, an exposed function, a route, a media or viewport
emulation, a clock, a DevTools session, default timeouts, permissions, being offline, …) marks the
tab as used up, and it is closed when given back; so is the tab of a failed test and a closed or
crashed page. The calls are caught on Playwright's classes, so a test need not say what it changed.
"""

from __future__ import annotations

import contextlib
from typing import Callable, Iterator

from playwright._impl import _sync_base
from playwright.sync_api import BrowserContext, Page
from playwright.sync_api._generated import Clock

#: calls after which a context is not what a fresh one would be
PAGE_CHANGES = (
    "add_init_script",
    "add_locator_handler",
    "expose_binding",
    "expose_function",
    "route",
    "route_from_har",
    "route_web_socket",
    "set_extra_http_headers",
    "emulate_media",
    "set_viewport_size",
    "set_default_timeout",
    "set_default_navigation_timeout",
)
CONTEXT_CHANGES = (
    "add_init_script",
    "expose_binding",
    "expose_function",
    "route",
    "route_from_har",
    "route_web_socket",
    "set_extra_http_headers",
    "set_default_timeout",
    "set_default_navigation_timeout",
    "set_offline",
    "set_geolocation",
    "grant_permissions",
    "clear_permissions",
    "add_cookies",
    "new_cdp_session",
)
#: context arguments as Playwright's defaults: a tab made without them is the same
DEFAULT_ARGS = {"device_scale_factor": 1, "has_touch": False, "is_mobile": False}
CLOCK_CHANGES = ("install", "fast_forward", "pause_at", "resume", "run_for", "set_fixed_time", "set_system_time")


class WarmTab:
    """A context and its one page, lent to one test at a time."""

    def __init__(self, context: BrowserContext, key: str) -> None:
        self.context = context
        self.key = key
        self.page = context.new_page()
        self.cdp = context.new_cdp_session(self.page)
        self.used_up = False
        self.listeners: "list[tuple[object, str, Callable]]" = []

    def owns(self, obj: object) -> bool:
        return obj is self.page or obj is self.context or obj is getattr(self.page, "_warm_clock", None)

    def empty(self, origin: str) -> bool:
        """Make the tab as a fresh context's page; False when it cannot be."""
        if self.used_up or self.page.is_closed():
            return False
        for obj, event, handler in self.listeners:
            with contextlib.suppress(Exception):
                obj.remove_listener(event, handler)
        self.listeners.clear()
        try:
            for other in self.context.pages:
                if other is not self.page:
                    other.close()
            if self.page.url.startswith(origin + "/"):
                self.page.evaluate("sessionStorage.clear()")  # the tab's own: kept across navigations
            self.page.goto("about:blank")
            self.cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
            self.page.mouse.move(0, 0)
            for key in ("Shift", "Control", "Alt", "Meta"):
                self.page.keyboard.up(key)
        except Exception:  # a crashed or stuck page: a new context is the answer
            return False
        return True

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.context.close()


class WarmTabs:
    """The worker's warm tabs: lent one or several at a time (a test of several devices takes one
    for each), each kept for the context arguments it was made with (``browser_context_args``:
    a screen size, touch, reduced motion, ...), so tests of different arguments in turn do not
    replace each other's tab. At most ``keep`` idle tabs are kept: a Pyodide page holds a few
    hundred MB."""

    def __init__(self, browser, origin: str, keep: int = 4) -> None:
        self.browser = browser
        self.origin = origin
        self.keep = keep
        self.idle: "list[WarmTab]" = []  # the least recently used first
        self.lent: "list[WarmTab]" = []

    def take(self, context_args: dict) -> WarmTab:
        context_args = {k: v for k, v in context_args.items() if k not in DEFAULT_ARGS or DEFAULT_ARGS[k] != v}
        key = repr(sorted(context_args.items()))
        tab = next((t for t in reversed(self.idle) if t.key == key), None)
        if tab is not None:
            self.idle.remove(tab)
        else:
            tab = WarmTab(self.browser.new_context(**context_args), key)
            tab.page._warm_clock = tab.page.clock
        self.lent.append(tab)
        return tab

    def give_back(self, tab: WarmTab, *, failed: bool) -> None:
        if tab in self.lent:
            self.lent.remove(tab)
        if failed or not tab.empty(self.origin):  # emptied now: an idle tab does nothing
            tab.close()  # not lent again: a new context is the answer
            return
        self.idle.append(tab)
        while len(self.idle) > self.keep:
            self.idle.pop(0).close()

    def owner(self, obj: object) -> "WarmTab | None":
        """The lent tab obj belongs to (its page, context or clock), if any."""
        return next((tab for tab in self.lent if tab.owns(obj)), None)

    def close(self) -> None:
        for tab in self.idle + self.lent:
            tab.close()
        self.idle.clear()
        self.lent.clear()


@contextlib.contextmanager
def watching(tabs: WarmTabs) -> Iterator[None]:
    """While the tests run: calls that change a lent tab's context mark it used up, and listeners
    added to it are noted so that they can be removed."""
    saved: "list[tuple[type, str, object]]" = []

    def mark(cls: type, name: str) -> None:
        original = cls.__dict__[name]

        def changed(self, *args, **kwargs):
            lent = tabs.owner(self)
            if lent is not None:
                lent.used_up = True
            return original(self, *args, **kwargs)

        saved.append((cls, name, original))
        setattr(cls, name, changed)

    def note(name: str) -> None:
        original = _sync_base.SyncBase.__dict__[name]

        def listened(self, event, f):
            lent = tabs.owner(self)
            if lent is not None:
                lent.listeners.append((self, event, f))
            return original(self, event, f)

        saved.append((_sync_base.SyncBase, name, original))
        setattr(_sync_base.SyncBase, name, listened)

    for name in PAGE_CHANGES:
        mark(Page, name)
    for name in CONTEXT_CHANGES:
        mark(BrowserContext, name)
    for name in CLOCK_CHANGES:
        mark(Clock, name)
    note("on")
    note("once")
    try:
        yield
    finally:
        for cls, name, original in reversed(saved):
            setattr(cls, name, original)

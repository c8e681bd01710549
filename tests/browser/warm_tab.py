"""One browser tab kept from one test to the next, emptied between them (the ``app_page`` fixture).

Why: a page opened in a fresh browser context starts a new renderer process, which compiles
Pyodide's WebAssembly anew: about 3.5–4 s and 7–8 s of CPU on a 2-CPU machine, for each of the
hundreds of times the browser tests open the app. The same tab navigated back to the app reuses
the compiled module of its process and opens in about half of that. Between tests the tab is made
as a fresh context would have it: every page but the tab closed, the tab on ``about:blank``, the
origin's storage of every kind cleared (localStorage, sessionStorage, IndexedDB, Cache Storage with the memory
snapshot, the service worker's registration; so each test is still the site's first visit), the
test's event listeners removed, the mouse back at the corner.

What cannot be taken back (an init script, an exposed function, a route, a media or viewport
emulation, a clock, a DevTools session, default timeouts, permissions, being offline, …) marks the
tab as used up, and the next test gets a new context; so does a failed test, a closed or crashed
page and a context of other arguments (``browser_context_args``). The calls are caught on
Playwright's classes, so a test need not say what it changed.
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
    """The worker's warm tab (one at a time; a test with other context arguments replaces it)."""

    def __init__(self, browser, origin: str) -> None:
        self.browser = browser
        self.origin = origin
        self.tab: "WarmTab | None" = None
        self.lent: "WarmTab | None" = None

    def take(self, context_args: dict) -> WarmTab:
        key = repr(sorted(context_args.items()))
        tab = self.tab
        if tab is not None and (tab.key != key or not tab.empty(self.origin)):
            tab.close()
            tab = None
        if tab is None:
            tab = WarmTab(self.browser.new_context(**context_args), key)
            tab.page._warm_clock = tab.page.clock
        self.tab = self.lent = tab
        return tab

    def give_back(self, tab: WarmTab, *, failed: bool) -> None:
        self.lent = None
        if failed:
            tab.used_up = True

    def close(self) -> None:
        if self.tab is not None:
            self.tab.close()
            self.tab = None


@contextlib.contextmanager
def watching(tabs: WarmTabs) -> Iterator[None]:
    """While the tests run: calls that change a lent tab's context mark it used up, and listeners
    added to it are noted so that they can be removed."""
    saved: "list[tuple[type, str, object]]" = []

    def mark(cls: type, name: str) -> None:
        original = cls.__dict__[name]

        def changed(self, *args, **kwargs):
            lent = tabs.lent
            if lent is not None and lent.owns(self):
                lent.used_up = True
            return original(self, *args, **kwargs)

        saved.append((cls, name, original))
        setattr(cls, name, changed)

    def note(name: str) -> None:
        original = _sync_base.SyncBase.__dict__[name]

        def listened(self, event, f):
            lent = tabs.lent
            if lent is not None and lent.owns(self):
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

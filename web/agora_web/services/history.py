"""The browser's history follows Agora's screens, so that Back (and the Android back gesture)
returns to the previous screen inside Agora instead of leaving the site, and never loses a game.

Each screen shown adds a history entry whose state is its place in `routes`: a small
description of how to open that screen again (`route_of`). Going Back or Forward shows the
screen of that entry: the very same screen object when it still shows what is saved (a game's
undo steps survive a look at the rules), else one opened anew from the save, so a game that
went on (in this tab or another) is never shown out of date. A share link still opens directly:
the link's own entry is the first one.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Route(NamedTuple):
    """How to open a screen again: its kind and what it needs (a game id, a save key...)."""

    kind: str
    arg: str = ""
    extra: str = ""


def route_of(screen) -> "Route | None":
    """The route of a screen (None: not worth a history entry, such as a dialog)."""
    name = screen.name
    if name == "home":
        return Route("home")
    if name == "setup":
        return Route("setup", screen.GAME)
    if name == "guide":
        return Route("guide", screen.game, screen.section or "")
    if name == "review":
        return Route("review", screen.save_key, str(screen.seat))
    if name == "game":
        from . import saves

        return Route("replay" if screen.replay is not None else "game", saves.key_for(screen.save_id))
    return None


class History:
    KEY = "agora"

    def __init__(self, app):
        self.app = app
        self.routes: "list[Route]" = []
        self.screens: "list[Any]" = []
        self.at = -1
        self._moving = False

    # --- the page's side (pushState / popstate) ------------------------------------------
    def _write(self, push: bool) -> None:
        from pyodide.ffi import to_js
        from ..page import window

        state = to_js({self.KEY: self.at}, dict_converter=window.Object.fromEntries)
        if push:
            window.history.pushState(state, "")
        else:
            window.history.replaceState(state, "")

    def started(self) -> None:
        """The first screen is shown: it owns the entry the page was opened with."""
        if self.at < 0 and self.app.screen is not None:
            self.shown(self.app.screen)
        self._write(push=False)

    def shown(self, screen) -> None:
        """A screen was shown: a new entry, unless it came from Back/Forward or is the same place."""
        if self._moving:
            if 0 <= self.at < len(self.screens):
                self.screens[self.at] = screen
            return
        route = route_of(screen)
        if route is None:
            return
        if 0 <= self.at and self.routes[self.at] == route:
            self.screens[self.at] = screen  # the same place drawn anew (a language switch, say)
            return
        first = self.at < 0
        del self.routes[self.at + 1 :], self.screens[self.at + 1 :]
        self.routes.append(route)
        self.screens.append(screen)
        self.at = len(self.routes) - 1
        if not first:
            self._write(push=True)

    def back(self) -> None:
        from ..page import window

        if self.at > 0:
            window.history.back()
        else:
            self.app.go_home()

    def moved(self, state) -> None:
        """Back or Forward reached an entry: show its screen."""
        index = self._index(state)
        if index is None or not 0 <= index < len(self.routes):
            return  # an entry of another page, or written before the app started
        self.at = index
        self._moving = True
        try:
            self._open(self.routes[index], self.screens[index])
        finally:
            self._moving = False

    def _index(self, state) -> "int | None":
        if state is None:
            return 0 if self.routes else None  # the page's first entry (a link's hash removed)
        try:
            value = getattr(state, self.KEY)
        except AttributeError:
            return None
        return value if isinstance(value, int) else None

    # --- opening a route -----------------------------------------------------------------
    def _open(self, route: Route, screen) -> None:
        app = self.app
        if route.kind == "home":
            app.go_home()
        elif route.kind == "setup":
            app.show(screen) if screen is not None else app.go_setup(route.arg)
        elif route.kind == "guide":
            from ..screens.guide_screen import GuideScreen

            app.show(screen if screen is not None else GuideScreen(app, route.arg, route.extra or None))
        elif route.kind == "review":
            if screen is not None:
                app.show(screen)
            elif route.arg:
                app.open_save(route.arg, review=True, seat=int(route.extra or 0))
            else:
                app.go_home()
        elif route.kind in ("game", "replay"):
            if screen is not None and up_to_date(app.store, screen):
                app.show(screen)
            elif route.kind == "game":
                app.open_save(route.arg)
            else:
                app.open_save(route.arg, replay=True)


def up_to_date(store, screen) -> bool:
    """Whether a game screen still shows what its save holds (or it was never saved: a shared
    link's position nobody played on yet), or holds moves that wait for room in storage."""
    from . import saves

    if screen.stale is not None:
        return False
    try:
        text = store.get(saves.key_for(screen.save_id))
    except Exception:
        return screen.unsaved
    if text is None:
        return True
    entry = saves.read_entry(saves.key_for(screen.save_id), text)
    if not entry.ok:
        return False
    import msgspec

    if screen.unsaved:
        # moves storage had no room for (unsaved.py): the screen holds them and all the save has
        return saves.extends(msgspec.to_builtins(screen.record), entry.doc.record)
    stored = entry.doc.record.get("moves") or []
    return msgspec.json.encode(stored) == msgspec.json.encode(screen.record.moves)

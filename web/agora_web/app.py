"""The application shell: screens, the top bar, language, and one set of event listeners.

Screens render HTML text; the root element listens once for clicks, changes, typing, pointer
and wheel events and hands them to the current screen by the `data-act` attribute of the
element hit ("event delegation"), so re-rendering never leaks listeners. Only the first screen
is imported at start-up; setup, game, engine rules and computer players load on demand.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy, to_js
from .page import document, window

from .texts import i18n
from .dom import (
    LocalStore,
    closest,
    console_warn,
    download_text,
    esc,
    is_disabled,
    now_ms,
    random_key,
    random_u32,
    tag_of,
)
from .texts.i18n import t

if TYPE_CHECKING:
    from .screens.base import Screen


class App:
    def __init__(self):
        self.root = document.getElementById("app")
        self.store = LocalStore()
        #: what is shown (screens/base.py: the contract every screen keeps)
        self.screen: "Screen | None" = None
        #: save key → game screen whose moves wait for room in storage (unsaved.py)
        self.unsaved: dict = {}
        #: the tooltips of board symbols (tips.py), once installed
        self.tips = None
        #: saves found broken when opened (key → (reason, RecordError kind)), listed as damaged
        self.broken = {}
        try:
            stored = self.store.get(i18n.STORAGE_KEY)
        except Exception:
            stored = None
        prefs = [str(x) for x in (window.navigator.languages or [window.navigator.language or "en"])]
        i18n.set_lang(i18n.pick_lang(stored, prefs))
        self.ai_delay_s = self._query_float("ai_delay", 350) / 1000
        #: a computer's turn budget when the page asks for one (tests ask for less with
        #: ?ai_ms=...); else the game's own (the screen's AI_TIME_S)
        ai_ms = self._query_float("ai_ms", 0)
        self.ai_time_s = max(0.02, ai_ms / 1000) if ai_ms > 0 else None
        #: a hint's thinking time when the page asks for one (tests ask for less with
        #: ?hint_ms=...); else a computer's turn budget of the game (hints.turn_budget)
        hint_ms = self._query_float("hint_ms", 0)
        self.hint_time_s = max(0.05, hint_ms / 1000) if hint_ms > 0 else None
        #: the most a hint thought out ahead may think (hints.py; tests ask for less with
        #: ?ponder_ms=...)
        self.ponder_time_s = max(0.05, self._query_float("ponder_ms", 15000) / 1000)
        self._proxies = []
        #: data-remember keys of the panels the player closed (open by default; kept while the
        #: page lives)
        self.closed_panels: "set[str]" = set()
        from .services.history import History

        #: the browser's Back and Forward move between Agora's screens (history.py)
        self.history = History(self)
        self._ai_moves = 0
        #: the screen drawn last (a render of another one moves the focus to the new screen)
        self._drawn = None
        #: the number of moves of the game drawn last (a move since: the focus goes to the next decision)
        self._moves_drawn = -1
        self._install()

    # --- set-up ---------------------------------------------------------------------------
    def _query_float(self, name: str, default: float) -> float:
        try:
            value = window.URLSearchParams.new(window.location.search).get(name)
            return default if not isinstance(value, str) else max(0.0, float(value))
        except Exception:
            return default

    def _listen(self, target, kind: str, fn, passive: "bool | None" = None) -> None:
        proxy = create_proxy(fn)
        self._proxies.append(proxy)
        if passive is None:
            target.addEventListener(kind, proxy)
        else:
            opts = to_js({"passive": passive}, dict_converter=window.Object.fromEntries)
            target.addEventListener(kind, proxy, opts)

    def _install(self) -> None:
        from .ui.icons import sprite

        holder = document.createElement("div")
        holder.innerHTML = sprite()
        document.body.insertBefore(holder.firstChild, document.body.firstChild)
        from .presentation.announce import Announcer
        from .presentation.keys import Keyboard

        #: keyboard play and the focus kept across renders (keys.py); moves told (announce.py)
        self.keys = Keyboard(self)
        self.announcer = Announcer()
        self._listen(self.root, "focusin", lambda event: self._guard(self.keys.focused, event))
        self._listen(document, "pointerdown", lambda event: self.keys.pointer(event), passive=True)
        self._listen(self.root, "click", self._on_click)
        self._listen(self.root, "change", self._on_change)
        self._listen(self.root, "input", self._on_input)
        self._listen(self.root, "wheel", self._on_wheel, passive=False)
        for kind in ("down", "move", "up", "cancel"):
            self._listen(self.root, "pointer" + kind, self._pointer_handler(kind))
        self._listen(document, "keydown", self._on_key)
        from .presentation.log_marks import LogPointer

        #: log entries point at the pieces they name (hover or focus)
        self.pointer = LogPointer(self.root)
        for kind in ("mouseover", "mouseout", "focusin", "focusout"):
            self._listen(self.root, kind, self.pointer.handler(kind))
        self._listen(window, "hashchange", lambda _event: self._guard(self._open_link))
        self._listen(window, "resize", lambda _event: self._on_resize())
        self._listen(window, "popstate", lambda event: self._guard(self._on_popstate, event))
        self._listen(window, "storage", lambda event: self._guard(self._on_storage, event))
        self._listen(document, "visibilitychange", lambda _event: self._guard(self.retry_unsaved))
        self._listen(window, "beforeunload", lambda event: self._guard(self._on_unload, event))
        from .presentation.tips import Tips

        self.tips = Tips(self.root)  # the tooltips of board symbols: hover, keyboard focus, long press
        self._guard(self.tips.install, self._listen)

    def _on_resize(self) -> None:
        """A screen whose layout depends on the window's width (on_resize) checks it again."""
        if self.screen is not None:
            self._guard(self.screen.on_resize)

    def _on_storage(self, event) -> None:
        from .services.tabs import on_storage

        on_storage(self, event)
        self.retry_unsaved()  # another tab may have made room

    def retry_unsaved(self) -> None:
        """Moves kept in memory because storage was full: written now if there is room
        (unsaved.py), and the screen drawn again to say so."""
        if not self.unsaved:
            return
        from .services.unsaved import retry

        if retry(self):
            if self.screen is not None and self.screen.name == "home" and not self.unsaved:
                self.screen.tell(t("unsaved_saved"))
            self.render()

    def _on_unload(self, event) -> None:
        """Leaving the page while moves wait to be saved: the browser asks first."""
        if any(s.unsaved for s in self.unsaved.values()):
            event.preventDefault()
            event.returnValue = ""

    def start(self) -> None:
        if not self._guard(self._open_link):
            self.go_home()
        self._guard(self.history.started)
        document.body.dataset.busy = "false"
        document.body.dataset.ready = "true"

    def _open_link(self) -> bool:
        """A share link in the address (#r=...): open its game, or say why not. See share.py.
        Without a fragment there is no link, and share.py (with the parts of the standard
        library only it needs) is not imported at start-up."""
        fragment = str(window.location.hash or "")
        if not fragment.lstrip("#"):
            return False
        from .services.remote_links import is_remote_link

        if is_remote_link(fragment):  # a remote game's invitation, answer or turn
            from .screens.remote_open import open_remote_link

            return open_remote_link(self, fragment)
        from .services.share import open_from_location

        return open_from_location(self)

    # --- screens --------------------------------------------------------------------------
    def show(self, screen) -> None:
        old = self.screen
        if old is not None and old is not screen:
            old.leave()
            self._guard(self._forget_if_unplayed, old)
        self.screen = screen
        if screen.unsaved:  # moves kept in memory: saved now if there is room
            from .services.unsaved import retry_screen

            self._guard(retry_screen, screen)
        # a new screen starts at the top, before it is drawn: what its render brings into view
        # (a tutorial's step, the control the focus returns to) then stays in view
        window.scrollTo(0, 0)
        self.render()
        self._guard(self.history.shown, screen)
        screen.after_show()

    def back(self) -> None:
        """The previous screen, as the browser's Back button goes (home when there is none)."""
        self.history.back()

    def _on_popstate(self, event) -> None:
        self.history.moved(event.state)

    def render(self) -> None:
        s = self.screen
        if s is None:
            return
        try:
            body = s.render()
        except Exception as exc:  # never leave a blank page
            console_warn(f"Agora: render failed: {exc!r}")
            import traceback

            traceback.print_exc()
            from .services.problems import safe

            body = f'<div class="notice error">{esc(safe(str(exc), 200))}</div>'
        from .presentation import motion

        # the pieces' boxes are read before anything on the page is written (a write makes the
        # browser lay the page out again for the read)
        plan = self._guard(motion.before, self.root, s)
        document.documentElement.lang = i18n.lang()
        title = s.title()
        document.title = f"{title} · {t('app_name')}" if title else t("app_name")
        from .services.tabs import banner

        saved = self._guard(self.keys.capture)
        if self.tips is not None:
            self._guard(self.tips.hide)  # its symbol is drawn anew
        from .services.unsaved import banner as unsaved_banner

        if title and "<h1" not in body:
            # a game screen shows its title only as the top bar's words: screen readers get a
            # first-level heading to start from (and to jump to)
            body = f'<h1 class="sr-only">{esc(title)}</h1>{body}'
        from .presentation import twin

        body = self._guard(twin.wrap, s, body) or body  # the board in words, when switched on
        self.root.innerHTML = (
            self._topbar(s)
            + banner(s)
            + unsaved_banner(self)
            + f'<main class="screen screen-{s.name}" tabindex="-1">{body}</main>'
        )
        self._guard(self._keep_panels_closed)
        self._guard(s.after_render)  # the tutorial's panel and marks (tutorial.py)
        new_screen = s is not self._drawn
        self._drawn = s
        # a move played (or taken back) since the last render: a new decision, where the focus goes
        moves = s.moves_played()
        moved = not new_screen and moves != self._moves_drawn
        self._moves_drawn = moves
        if self.tips is not None:  # the focus given back shows no tooltip over what was just done
            self._guard(self.tips.hold, self.keys.restore, saved, new_screen, moved)
        else:
            self._guard(self.keys.restore, saved, new_screen, moved)
        self._guard(self.announcer.after_render, s, self.root)
        self._guard(motion.after, self.root, plan)  # the page as it will stay
        self._guard(s.reveal)  # last: what the click made important, scrolled into view

    def _note_panel(self, event) -> None:
        """A click on the summary of a panel marked data-remember (the running scores, say) opens
        or closes it; the choice is kept for the redraws that follow, which would open it again."""
        target = event.target
        # (a JavaScript null arrives as a false value, not as None)
        summary = closest(target, "summary")
        panel = summary.parentElement if summary else None
        if not panel or not panel.hasAttribute("data-remember"):
            return
        key = str(panel.getAttribute("data-remember"))
        if panel.open:  # the click closes it (the browser toggles after this handler)
            self.closed_panels.add(key)
        else:
            self.closed_panels.discard(key)

    def _keep_panels_closed(self) -> None:
        for key in self.closed_panels:
            for panel in self.root.querySelectorAll(f'details[data-remember="{key}"]'):
                panel.removeAttribute("open")

    def _topbar(self, s) -> str:
        langs = "".join(
            f'<button class="lang{" on" if i18n.lang() == code else ""}" data-act="lang" data-arg="{code}" '
            f'data-testid="lang-{code}" aria-pressed="{"true" if i18n.lang() == code else "false"}" '
            f'lang="{code}">{code.upper()}</button>'
            for code in i18n.LANGS
        )
        title = s.title()
        undo = s.topbar_undo()
        crumb = f'<span class="crumb">{esc(title)}</span>' if title else ""
        from .presentation.motion import button_html
        from .presentation.twin import button_html as twin_button

        return (
            f'<header class="topbar"><button class="brand" data-act="home" data-testid="home">'
            f'<span class="brand-mark" aria-hidden="true"></span>{esc(t("app_name"))}</button>{crumb}'
            f'<div class="topbar-extra">{undo}{s.topbar_extra()}</div>{twin_button(s)}{button_html()}'
            f'<div class="langs" role="group" aria-label="{esc(t("language"))}">{langs}</div></header>'
        )

    def go_home(self, message=None) -> None:
        """The home screen, with a notice on top (HomeScreen.message: best a function, so the
        notice follows a switch of language)."""
        from .screens.home import HomeScreen

        self.show(HomeScreen(self, message))

    def _forget_if_unplayed(self, screen) -> None:
        """A game left before anyone made a move leaves the saves, so the list holds only games
        that were played (its screen is saved again on its first move, and Back finds it as it
        was). Only the game this tab leaves: another tab's open game is not touched."""
        if not screen.unplayed():
            return
        from .services import saves

        saves.delete(self.store, saves.key_for(screen.save_id))
        if screen.unsaved:  # no move to keep: nothing waits for room
            from .services.unsaved import release

            release(screen)

    def go_setup(self, game: str) -> None:
        from . import games

        if games.is_playable(game):
            self.show(games.setup_screen(self, game))

    def set_busy(self, busy: bool) -> None:
        document.body.dataset.busy = "true" if busy else "false"

    def note_hint_ready(self, ready: "bool | None", depth: int = 0) -> None:
        """Whether a hint thought out ahead is ready for the position shown ("true"), being
        thought out ("false") or neither (""), and the deepest form ready (`depth`, 0: none),
        on <body> for tests and benchmarks."""
        document.body.dataset.hintReady = "" if ready is None else "true" if ready else "false"
        document.body.dataset.hintDepth = str(depth if ready else 0)

    def note_pondering(self, on: bool) -> None:
        """Whether the coach is thinking ahead now (any of its deeper forms), on <body> for
        benchmarks."""
        document.body.dataset.pondering = "true" if on else "false"

    def note_computer_move(self, seconds: float) -> None:
        """Thinking time of the last computer move, on <body> for tests and benchmarks."""
        self._ai_moves += 1
        document.body.dataset.aiMs = str(round(seconds * 1000))
        document.body.dataset.aiMoves = str(self._ai_moves)

    # --- games ----------------------------------------------------------------------------
    def start_new_game(self, game: str, players, options) -> None:
        from engine.core import records

        from . import games
        from .screens.seats import FRIEND
        from .services.save_keys import new_id

        if any(p.controller == FRIEND for p in players):  # friends on other devices: a remote game
            from .screens.remote_invite import start_remote

            return start_remote(self, game, players, options)
        record = records.new_record(game, players, options, seed=random_key())
        save_id = new_id(now_ms(), random_u32())
        game = games.game_screen(self, save_id, now_ms(), record)
        game.save()
        self.show(game)

    def open_save(self, key: str, replay: bool = False, review: bool = False, seat: "int | None" = None) -> None:
        """Open a saved game to play on; with `replay`, at its first move with the step controls,
        as a new game (under a new id) should anyone play on from an earlier move; with `review`,
        its post-game review (review.py) of `seat` (default: the first human seat)."""
        from engine.core.errors import RecordError
        from engine.core.records import from_builtins

        from .services import saves
        from .services.problems import notice, safe

        if not (replay or review):
            from .services.unsaved import screen_for

            waiting = screen_for(self, key)
            if waiting is not None:  # its moves are not all in storage yet: the screen that holds them
                self.show(waiting)
                return
        try:
            text = self.store.get(key)
        except Exception as exc:
            entry = saves.Entry(key=key, problem=saves.DAMAGED, detail=safe(exc), kind=saves.UNREADABLE)
        else:
            entry = saves.read_entry(key, text)
        if not entry.ok:
            self.go_home(
                lambda: ("error", t("open_failed"), safe(entry.detail or entry.problem), self._entry_reason(entry))
            )
            return
        doc = entry.doc
        try:
            from . import games

            record = from_builtins(doc.record)
            saves.check_controllers(record)
            if review:
                from engine.core.records import verify

                from .screens.review import ReviewScreen, human_seats

                verify(record)  # what the game screen checks: every move, no shuffle left over
                seats = human_seats(record)
                if not seats:
                    self.go_home(lambda: ("info", t("review_nothing"), ""))
                    return
                screen = ReviewScreen(
                    self, record, seat if seat in seats else seats[0], key, doc.advice, doc.summary.hints
                )
            elif replay:
                from .screens.replay import replay_screen

                screen = replay_screen(
                    self, saves.new_id(now_ms(), random_u32()), now_ms(), record, 0, doc.summary.hints, doc.advice
                )
            else:
                game = games.game_screen(self, doc.id, doc.created, record)
                game.resume_from(doc)
                screen = game
        except RecordError as exc:
            self.broken[key] = (safe(exc), exc.kind)
            self.go_home(lambda exc=exc: notice("error", t("open_failed"), exc))
            return
        self.show(screen)

    @staticmethod
    def _entry_reason(entry) -> str:
        from .services.problems import reason

        return reason(entry.kind) if entry.kind else ""

    def export_raw(self, key: str) -> None:
        """A stored entry's text, as it is, as a file (for a damaged save: a bug report)."""
        from .services.problems import safe

        try:
            text = self.store.get(key)
        except Exception as exc:
            console_warn(f"Agora: cannot read {key}: {exc}")
            return
        if text is None:
            return
        # A lone surrogate cannot leave Python for the page: it is written as its JSON escape.
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
        name = "".join(c if c.isalnum() or c in "-." else "_" for c in safe(key, 80))
        download_text(f"{name}.txt", text, "text/plain")

    def import_file(self, input_el) -> None:
        files = input_el.files
        if not files or files.length == 0:
            return
        asyncio.ensure_future(self._import(files.item(0), input_el))

    async def _import(self, file, input_el) -> None:
        from engine.core.errors import RecordError

        from .services import saves

        try:
            text = str(await file.text())
            from .services.remote_links import fragment_in

            fragment = fragment_in(text)
            if fragment is not None:  # a remote game's link sent as a file: opened as the link is
                from .screens.remote_open import open_remote_link

                input_el.value = ""
                open_remote_link(self, fragment)
                return
            record = saves.parse_import(text)
            input_el.value = ""  # the same file chosen again is a new choice
            known = saves.same_game(self.store, record)
            if known is not None:  # imported before: that save, not a copy
                self.open_save(known)
                if self.screen is not None:
                    self.screen.tell(t("import_known"))
                    self.render()
                return
            from . import games

            game = games.game_screen(self, saves.new_id(now_ms(), random_u32()), now_ms(), record)
        except RecordError as exc:
            from .services.problems import notice

            input_el.value = ""
            self.go_home(lambda exc=exc: notice("error", t("import_bad"), exc))
            return
        except Exception as exc:  # an unreadable file: the browser's own words stay in the console
            from .services.problems import notice

            console_warn(f"Agora: import failed: {exc!r}")
            input_el.value = ""
            self.go_home(lambda name=type(exc).__name__: notice("error", t("import_bad"), detail=name))
            return
        game.save()
        self.show(game)

    def export_record(self, record) -> None:
        from engine.core import records

        stamp = str(window.Date.new().toISOString())[:16].replace(":", "-").replace("T", "_")
        download_text(f"{record.game}-{stamp}.json", records.encode(record).decode("utf-8"))

    # --- events ---------------------------------------------------------------------------
    @staticmethod
    def _act_of(event):
        return closest(event.target, "[data-act]")

    def _guard(self, fn, *args):
        try:
            return fn(*args)
        except Exception as exc:
            console_warn(f"Agora: {exc!r}")
            import traceback

            traceback.print_exc()
            return None

    def _on_click(self, event) -> None:
        self._guard(self._note_panel, event)
        el = self._act_of(event)
        if el is None or is_disabled(el):
            return
        act, arg = _act_arg(el)
        if tag_of(el) in ("input", "select", "label"):
            return  # handled by change/input events
        if self._stopped(act):
            return
        if act == "tab-load":
            from .services.tabs import load_newer

            self._guard(load_newer, self, arg)
        elif act == "tab-keep":
            from .services.tabs import keep_here

            self._guard(keep_here, self)
        elif act == "home":
            self._guard(self.go_home)
        elif act == "lang":
            self._guard(self.set_lang, arg)
        elif act == "motion":
            from .presentation.motion import cycle

            self._guard(cycle)
            self.render()
        elif act.startswith("twin"):
            from .presentation.twin import on_act

            self._guard(on_act, self, act, arg)
        elif act == "share" and self.screen is not None and self.screen.record is not None:
            from .services.share import share_dialog

            self._guard(share_dialog, self.screen.record, self.screen.share_seat())
        elif self.screen is not None:
            self._guard(self.screen.handle, act, arg, el, event)

    def _stopped(self, act: "str | None") -> bool:
        """Whether the screen is stopped (its game went on in another tab, tabs.py) and `act`
        must be ignored."""
        from .services.tabs import blocks

        return blocks(self.screen, act)

    def _on_change(self, event) -> None:
        el = self._act_of(event)
        if el is None or self.screen is None or self._stopped(None):
            return
        self._guard(self.screen.on_change, *_act_arg(el), el)

    def _on_input(self, event) -> None:
        el = self._act_of(event)
        if el is None or self.screen is None or self._stopped(None):
            return
        act, arg = _act_arg(el)
        if act == "twin-typed":
            from .presentation.twin import on_typed

            self._guard(on_typed, self, el.value)
            return
        self._guard(self.screen.on_input, act, arg, el)

    def _on_wheel(self, event) -> None:
        if self.screen is None or self._stopped(None):
            return
        if self._guard(self.screen.on_wheel, event):
            event.preventDefault()

    def _pointer_handler(self, kind: str):
        def handler(event):
            if self.screen is not None and not self._stopped(None):
                self._guard(self.screen.on_pointer, kind, event)

        return handler

    def _on_key(self, event) -> None:
        target = event.target
        if self.screen is None or self._stopped(None):
            return
        if tag_of(target) in ("input", "select", "textarea"):
            if str(event.key) == "Enter" and str(target.getAttribute("data-act") or "") == "twin-typed":
                from .presentation.twin import run_command

                event.preventDefault()
                self._guard(run_command, self)  # the text twin's command line: Enter does it
            return
        if _is_undo_chord(event):
            if self._guard(self.screen.undo):
                event.preventDefault()
            return
        if _activates(event):
            # Enter or Space on a focused button or link does exactly what a click on it does:
            # the browser clicks it; no screen's own Enter (play the move waiting for Confirm) may
            # come first. Space on a link would scroll the page: it is clicked here instead. One
            # exception, the boards' shortcut: Enter on the place already chosen plays its move.
            self.keys.acted()
            if str(event.key) == "Enter" and self._guard(self.keys.confirm_chosen, target):
                event.preventDefault()
            elif str(event.key) == " " and tag_of(target) == "a":
                event.preventDefault()
                target.click()
            return
        # arrows among a group's places first (keys.py), then a replay's steps (← → Home End,
        # replay.py), then the screen's own keys, then what every screen shares: Enter/Space on a
        # drawn place, Escape, R
        if self._guard(self.keys.move, event):
            event.preventDefault()
            return
        replay = self.screen.replay
        if replay is not None and self._guard(replay.on_key, self.screen, event):
            event.preventDefault()
            return
        if self._guard(self.screen.on_key, str(event.key)):
            event.preventDefault()
            return
        if self._guard(self.keys.act, event):
            event.preventDefault()

    def set_lang(self, code: str) -> None:
        i18n.set_lang(code)
        try:
            self.store.set(i18n.STORAGE_KEY, i18n.lang())
        except Exception:
            pass
        self.render()


#: controls that act by themselves on Enter and Space (as a click)
CONTROLS = frozenset(("button", "a", "summary"))


def _activates(event) -> bool:
    """Whether the key is Enter or Space, unmodified, on a button, a link or a <summary>."""
    if str(event.key) not in ("Enter", " ") or event.altKey or event.ctrlKey or event.metaKey:
        return False
    target = event.target
    tag = tag_of(target)
    if tag == "a" and not target.hasAttribute("href"):
        return False  # an anchor without a link is no control
    return tag in CONTROLS and not is_disabled(target)


def _is_undo_chord(event) -> bool:
    """Ctrl+Z, or Cmd+Z on a Mac; in a non-Latin layout (Russian, say) by the key's place."""
    if not (event.ctrlKey or event.metaKey) or event.shiftKey or event.altKey:
        return False
    key = str(event.key).lower()
    return key == "z" or (not key.isascii() and str(event.code) == "KeyZ")


def _act_arg(el) -> "tuple[str, str | None]":
    arg = el.getAttribute("data-arg")
    return str(el.getAttribute("data-act")), (arg if isinstance(arg, str) else None)


def start() -> App:
    app = App()
    app.start()
    return app

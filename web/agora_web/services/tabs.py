"""One game open in two tabs: saves that never lose a move.

Every save carries a revision and a stamp (saves.py): the stamp is a random token new with each
write, so a revision written by one tab cannot be taken for one written by another. A game
screen remembers the revision and stamp it last read or wrote (`save_rev`, `save_stamp`). Three
ways to notice that the game went on elsewhere:

- the check before every write (`saves.write_checked`, a compare-and-set on revision and stamp):
  a write that would drop moves of another tab is not made. This tab's line is saved as a
  separate game instead (the two games forked), and the screen stops with a banner "This game
  went on in another tab";
- the browser's `storage` event: another tab wrote this game's save. The save is read again
  (the event's value may be older than what storage holds now). If it holds every move of this
  screen and more, the screen stops and offers to load the newer position or to go on here as a
  separate game; if this screen's moves are missing from it, another tab's write replaced ours
  (both confirmed within the same few milliseconds: storage shared by tabs is not atomic), and
  this tab's line is kept as a separate save at once, with the same banner;
- while stopped, no move and no computer turn is made until the player chooses.

So a write never drops another tab's moves silently, and no move of either tab is lost. See
docs/records.md, "Saves in two tabs".
"""

from __future__ import annotations

from typing import NamedTuple

from ..dom import console_warn, esc, now_ms, random_u32
from ..texts.i18n import t
from .problems import storage_message

#: acts still handled while a screen is stopped (the banner's, the top bar's)
ALLOWED = frozenset({"home", "lang", "tab-load", "tab-keep"})


class Stale(NamedTuple):
    """A stopped screen: the key of the save that went on, and the id under which this tab's
    line was kept ("" until it is). (The app draws `banner` on every screen: this module imports
    saves.py and msgspec only where a save is written or read, not at start.)"""

    key: str
    forked: str = ""


def stale(screen) -> "Stale | None":
    return screen.stale if screen is not None else None


def blocks(screen, act: "str | None") -> bool:
    """Whether the screen is stopped and `act` (None: any key, pointer or wheel event) is not
    one of the few still allowed."""
    return stale(screen) is not None and act not in ALLOWED


def new_stamp() -> str:
    """A token no other write makes (64 random bits from the browser's generator)."""
    return f"{random_u32():08x}{random_u32():08x}"


def save_screen(screen) -> None:
    """A game screen's autosave (GameScreenBase.save): a checked write of the document the screen
    gives (`save_document`), see the module's doc. A write the browser refuses keeps the moves in
    memory until there is room (unsaved.py)."""
    from . import saves, unsaved

    if stale(screen) is not None:
        return  # stopped: nothing is written until the player chooses
    doc = screen.save_document(now_ms())
    store = screen.app.store
    stamp = new_stamp()
    try:
        result = saves.write_checked(store, doc, screen.save_rev, screen.save_stamp, stamp)
    except Exception as exc:
        screen.tell(storage_message(exc))
        console_warn(f"Agora: autosave failed: {exc}")
        unsaved.hold(screen)
        return
    if isinstance(result, saves.MovedOn):
        key = saves.key_for(screen.save_id)
        fork = _fork(screen, doc)
        screen.stop(Stale(key=key, forked=fork))
        return
    screen.saved_as(screen.save_id, result, stamp)
    if unsaved.release(screen):
        screen.tell("")  # the moves kept are saved: the message about them goes


def _fork(screen, doc) -> str:
    """Save this screen's game under a new id (the other tab keeps the old one): the new id.
    When the browser refuses the write, the moves wait in memory for room (unsaved.py)."""
    import msgspec

    from . import saves, unsaved

    new_id = saves.new_id(now_ms(), random_u32())
    stamp = new_stamp()
    fork = msgspec.structs.replace(doc, id=new_id, rev=1, stamp=stamp)
    old_key = saves.key_for(screen.save_id)
    unsaved.release(screen)
    screen.saved_as(new_id, 1, stamp)
    try:
        saves.write(screen.app.store, fork)
    except Exception as exc:
        screen.tell(storage_message(exc))
        console_warn(f"Agora: could not keep the game as a separate save: {exc}")
        unsaved.hold(screen)  # written under its new id as soon as there is room
    unsaved.pending(screen.app).pop(old_key, None)
    return new_id


def on_storage(app, event) -> None:
    """The `storage` event: another tab of this site changed localStorage."""
    screen = app.screen
    if screen is None or screen.save_id is None or screen.record is None or stale(screen) is not None:
        return
    import msgspec

    from . import saves

    key = event.key
    if not isinstance(key, str) or key != saves.key_for(screen.save_id):
        return
    try:
        text = app.store.get(key)  # what storage holds now, not what the event carried
    except Exception:  # noqa: BLE001 - storage switched off since: nothing to compare
        return
    if not isinstance(text, str):
        return  # deleted there: the next move here writes it again, nothing is lost
    entry = saves.read_entry(key, text)
    if not entry.ok:
        return
    doc = entry.doc
    if (doc.rev, doc.stamp) == (screen.save_rev, screen.save_stamp):
        return  # our own write is what storage holds
    mine = msgspec.to_builtins(screen.record)
    theirs = doc.record
    if saves.extends(mine, theirs) and saves.extends(theirs, mine):
        screen.saved_as(screen.save_id, doc.rev, doc.stamp)  # the same game
        return
    if saves.extends(theirs, mine):
        screen.stop(Stale(key=key))  # it went on there: load it, or go on here separately
    else:
        # our moves are missing there: our write was replaced (or the games went separate
        # ways); this tab's line is kept as a separate save before anything else can happen
        fork = _fork(screen, screen.save_document(now_ms()))
        screen.stop(Stale(key=key, forked=fork))
    app.render()


def keep_here(app) -> None:
    """ "Go on here": this tab's game becomes a separate save (if it is not one yet) and play
    resumes."""
    screen = app.screen
    why = stale(screen)
    if why is None:
        return
    if not why.forked:
        _fork(screen, screen.save_document(now_ms()))
    screen.stop(None)
    app.render()
    screen.maybe_run_computers()  # a stopped screen is a game screen


def load_newer(app, key: str) -> None:
    """ "Load the newer position": open the save as the other tab left it."""
    screen = app.screen
    if stale(screen) is not None:
        screen.stop(None)
    app.open_save(key)


def banner(screen) -> str:
    """The banner of a stopped screen ("" when it is not stopped)."""
    why = stale(screen)
    if why is None:
        return ""
    note = t("tab_forked") if why.forked else t("tab_stopped")
    keep = t("tab_go_on") if why.forked else t("tab_keep_here")
    return (
        f'<div class="notice warn tab-moved" role="alert" data-testid="moved-on">'
        f"<strong>{esc(t('tab_moved_on'))}</strong> <span>{esc(note)}</span>"
        f'<span class="tab-moved-actions">'
        f'<button class="btn primary small" data-act="tab-load" data-arg="{esc(why.key)}" '
        f'data-testid="tab-load">{esc(t("tab_load_newer"))}</button>'
        f'<button class="btn small" data-act="tab-keep" data-testid="tab-keep">{esc(keep)}</button>'
        f"</span></div>"
    )

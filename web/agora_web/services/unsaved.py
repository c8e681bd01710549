"""Moves that could not be saved are kept, and written as soon as there is room.

When the browser refuses a save (its storage for the site is full, or switched off), the game
screen keeps playing: its record in memory holds every move. The screen is marked `unsaved` and
held in `app.unsaved` (save key → screen) while the tab lives, and the save is tried again after
each move, when the page comes back into view, when another tab changes storage, when a save is
deleted on the home screen and when the game is opened again (Continue, Open, Back): all of them
show this screen, not the older save. The home screen says a game waits to be saved and offers
to go back to it; closing the tab meanwhile asks first (`beforeunload`).
"""

from __future__ import annotations

from .save_keys import key_for
from ..dom import esc
from ..texts.i18n import t


def key_of(screen) -> str:
    return key_for(screen.save_id)


def hold(screen) -> None:
    """The screen's last save failed: keep it (and its moves) until a save succeeds."""
    screen.unsaved = True
    pending(screen.app)[key_of(screen)] = screen


def release(screen) -> bool:
    """A save of the screen succeeded: True when it had moves waiting (now written)."""
    if not screen.unsaved:
        return False
    screen.unsaved = False
    pending(screen.app).pop(key_of(screen), None)
    return True


def pending(app) -> "dict[str, object]":
    """Save key → game screen whose moves are not all saved yet."""
    found = getattr(app, "unsaved", None)
    if found is None:
        found = app.unsaved = {}
    return found


def screen_for(app, key: str):
    """The screen holding moves of save `key` that storage lacks, or None."""
    return pending(app).get(key)


def retry(app) -> "list[object]":
    """Try every waiting save again; the screens now saved. Never raises."""
    done = []
    for key, screen in list(pending(app).items()):
        if screen.stale is not None:
            continue  # stopped by another tab: the player chooses first (tabs.py)
        try:
            screen.save()
        except Exception:  # noqa: BLE001 - kept for the next try
            continue
        if not screen.unsaved:
            done.append(screen)
            if key_of(screen) != key:
                pending(app).pop(key, None)  # kept under a new id (a fork): the old entry goes
    return done


def retry_screen(screen) -> None:
    """A waiting screen shown again: save it now if there is room."""
    if screen.unsaved and screen.stale is None:
        screen.save()


def banner(app) -> str:
    """On the home screen: which game waits to be saved, and the way back to it ("" if none)."""
    waiting = [(key, screen) for key, screen in pending(app).items() if screen.unsaved]
    if not waiting or app.screen is None or app.screen.name != "home":
        return ""
    key, _screen = waiting[0]
    return (
        f'<div class="notice warn unsaved" role="alert" data-testid="unsaved">'
        f"<span>{esc(t('unsaved_waiting'))}</span> "
        f'<button class="btn primary small" data-act="open-save" data-arg="{esc(key)}" '
        f'data-testid="unsaved-open">{esc(t("unsaved_back"))}</button></div>'
    )

"""The pictures of the rules guides, drawn by each game's own drawing code (never screenshots).

A guide asks for a figure with a line such as `!figure tile hqT | caption`. Each game says in its
`guide` module (web/agora_web/<game>/guide.py) which figure kinds exist, how to check their
arguments (`FIGURES`) and how to draw them (`figure(kind, args)`); `check` and `drawer` here are
the same for every game. A game's module, and through it its drawing code, is imported only when
one of its guides is shown, so opening one guide loads nothing of the other games.
"""

from __future__ import annotations

from typing import Callable, Iterable


def _module(game: str):
    """The game's guide module; KeyError for a game without screens or guide."""
    from .. import games

    try:
        return games.ui_module(game, "guide")
    except ModuleNotFoundError:
        raise KeyError(f"no guide for the game {game!r}") from None


def check(game: str, kind: str, args) -> "str | None":
    """None when the figure can be drawn, else why not (for the tests and the writer)."""
    try:
        kinds = _module(game).FIGURES
    except KeyError:
        return f"no figures for the game {game!r}"
    if kind not in kinds:
        return f"{game} has no figure kind {kind!r} (known: {', '.join(sorted(kinds))})"
    valid = kinds[kind]
    if valid is None:
        return None if not args else f"the figure {kind!r} takes no arguments"
    if not args:
        return f"the figure {kind!r} needs at least one argument"
    bad = [a for a in args if not valid(a)]
    return f"the figure {kind!r} cannot draw {', '.join(bad)}" if bad else None


def row(items: Iterable[str]) -> str:
    """Several pieces side by side in one figure."""
    return f'<span class="guide-pieces">{"".join(items)}</span>'


def drawer(game: str) -> "Callable[[str, tuple], str]":
    """The figure function of `game`: (kind, args) → HTML; a figure it cannot draw raises."""
    draw_game = _module(game).figure

    def draw(kind: str, args) -> str:
        why = check(game, kind, args)
        if why:
            raise ValueError(why)
        return draw_game(kind, args)

    return draw


def defs(game: str) -> str:
    """SVG symbols a game's figures refer to when the page does not have them already (a game's
    guide module may define `defs()`; the shared sprite is always in the page)."""
    fn = getattr(_module(game), "defs", None)
    return fn() if fn is not None else ""

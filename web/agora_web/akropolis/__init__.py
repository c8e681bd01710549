"""Akropolis in the browser: setup screen, game screen and SVG drawing. This module is the game's
web descriptor (see web/agora_web/games.py)."""

#: the rulebooks: (page, text key of its link, file in seeds/, title); build/rulebooks.py writes
#: each as rules/<page>.html and the home card links to it
RULEBOOKS = (("akropolis", "rules", "001_6b2a10915c852710.txt", "Акрополис"),)

#: text keys of the solo opponent's levels: this prefix + the level a save's summary names
SOLO_LEVEL_TEXT = "ak.level."
#: the levels a save's summary may name (engine/akropolis/state.py ArchitectLevel; a test keeps
#: them equal): anything else marks the save damaged instead of failing the home screen
SOLO_LEVELS = ("hippodamos", "metagenes", "callicrates")

#: the guided first games ("Learn" on the home card): the part of the tutorial's id after the
#: game's ("" for the game's own id) → the submodule holding its TUTORIAL and the text key of its
#: Learn button (the home card reads only this, importing no tutorial)
TUTORIALS = {"": ("tutorial", "ak.tut.learn"), "solo": ("tutorial_solo", "ak.tut.solo_learn")}


#: its style sheet, a file of this package: build/styles.py adds it to the site's style.css after
#: the shared components (web/styles/)
STYLE = "style.css"


def emblem_defs() -> str:
    """The district glyphs the emblem's hexagons use."""
    from .draw import defs_svg

    return defs_svg()


def emblem() -> str:
    """A few districts around a plaza, drawn by the board's own hexagons (no text)."""
    from .draw import center, hex_svg

    cells = [
        ((0, 0), "H"),
        ((1, 1), "q"),
        ((0, 2), "m"),
        ((-1, 1), "g"),
        ((1, -1), "t"),
        ((-1, -1), "b"),
        ((0, -2), "h"),
    ]
    body = "".join(hex_svg(*center(*p), c, 1, label=False) for p, c in cells)
    return f'<svg class="emblem" viewBox="-30 -35 60 70" aria-hidden="true">{body}</svg>'

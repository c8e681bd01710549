"""Pyramidion in the browser: setup screen, game screen and the boat picker. This module is the
game's web descriptor (see web/agora_web/games.py)."""

#: the rulebooks: (page, text key of its link, file in seeds/, title); build/rulebooks.py writes
#: each as rules/<page>.html and the home card links to it
RULEBOOKS = (("pyramidion", "rules", "003_b86fe406e7e53a64.txt", "Пирамидион"),)

#: the guided first games ("Learn" on the home card): the part of the tutorial's id after the
#: game's ("" for the game's own id) → the submodule holding its TUTORIAL and the text key of its
#: Learn button (the home card reads only this, importing no tutorial)
TUTORIALS = {"": ("tutorial", "py.tut.learn")}


#: its style sheet, a file of this package: build/styles.py adds it to the site's style.css after
#: the shared components (web/styles/)
STYLE = "style.css"


def emblem() -> str:
    """A pyramid with its shaded side on a base (no text)."""
    return (
        '<svg class="emblem" viewBox="-30 -35 60 70" aria-hidden="true">'
        '<path d="M0 -28 L28 24 H-28Z" fill="#d8b56a"/><path d="M0 -28 L28 24 H8Z" fill="#b8914a"/>'
        '<path d="M-28 24 H28 V30 H-28Z" fill="#c7a25a"/></svg>'
    )

"""Pantikapaion in the browser: setup screen, game screen and their drawings. This module is the
game's web descriptor (see web/agora_web/games.py)."""

#: the rulebooks: (page, text key of its link, file in seeds/, title); build/rulebooks.py writes
#: each as rules/<page>.html and the home card links to it
RULEBOOKS = (
    ("pantikapaion", "rules", "000_49e9a3b3d5c282c6.txt", "Пантикапей"),
    ("pantikapaion-solo", "pk.rules_solo", "002_d783867746e832be.txt", "Пантикапей: одиночная игра против Автомия"),
)

#: the guided first games ("Learn" on the home card): the part of the tutorial's id after the
#: game's ("" for the game's own id) → the submodule holding its TUTORIAL and the text key of its
#: Learn button (the home card reads only this, importing no tutorial)
TUTORIALS = {"": ("tutorial", "pk.tut.learn"), "solo": ("tutorial_solo", "pk.tut.solo_learn")}


#: its style sheet, a file of this package: build/styles.py adds it to the site's style.css after
#: the shared components (web/styles/)
STYLE = "style.css"


def emblem() -> str:
    """A temple above the sea (no text)."""
    return (
        '<svg class="emblem" viewBox="-30 -35 60 70" aria-hidden="true">'
        '<path d="M-28 14 Q-14 6 0 14 T28 14 V34 H-28Z" fill="#3f7fa8"/>'
        '<path d="M-16 12 L-16 -6 L0 -16 L16 -6 L16 12Z" fill="#d8c9a8"/>'
        '<path d="M-20 -6 L0 -20 L20 -6Z" fill="#b4553f"/></svg>'
    )

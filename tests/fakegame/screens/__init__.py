"""Tally's web descriptor (see web/agora_web/games.py): its home card, rulebook and style sheet.
Its screens are the same named parts as every game's (docs/architecture.md, "The folder plan")."""

RULEBOOKS = (("tally", "rules", "tally.txt", "Счёт"),)

#: the guided first games ("Learn" on the home card): the part of the tutorial's id after the
#: game's ("" for the game's own id) → the submodule holding its TUTORIAL and the text key of its
#: Learn button (the home card reads only this, importing no tutorial)
TUTORIALS = {"": ("tutorial", "tl.tut.learn")}

#: its style sheet, a file of this package
STYLE = "style.css"


def emblem() -> str:
    return '<svg class="emblem" viewBox="-30 -35 60 70" aria-hidden="true"><circle r="20"/></svg>'

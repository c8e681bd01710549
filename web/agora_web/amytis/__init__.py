"""Architects of Amytis in the browser: setup screen, game screen and their drawings. This module
is the game's web descriptor (see web/agora_web/games.py)."""

#: the rulebooks: (page, text key of its link, file in seeds/, title); build/rulebooks.py writes
#: each as rules/<page>.html and the home card links to it
RULEBOOKS = (("amytis", "rules", "004_4af930603c560431.txt", "Архитекторы Амитис"),)

#: the guided first games ("Learn" on the home card): the part of the tutorial's id after the
#: game's ("" for the game's own id) → the submodule holding its TUTORIAL and the text key of its
#: Learn button (the home card reads only this, importing no tutorial)
TUTORIALS = {"": ("tutorial", "am.tut.learn")}


#: its style sheet, a file of this package: build/styles.py adds it to the site's style.css after
#: the shared components (web/styles/)
STYLE = "style.css"


def emblem() -> str:
    """Terraced gardens: four steps, the top two green (no text)."""
    steps = "".join(
        f'<rect x="{-26 + 7 * i}" y="{22 - 12 * i}" width="{52 - 14 * i}" height="12" rx="1.5" fill="{c}"/>'
        for i, c in enumerate(("#b9854a", "#c99b5e", "#5f9d53", "#77b364"))
    )
    return f'<svg class="emblem" viewBox="-30 -35 60 70" aria-hidden="true">{steps}</svg>'

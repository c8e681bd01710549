"""Tally's web descriptor (see web/agora_web/games.py)."""

RULEBOOKS = (("tally", "rules", "tally.txt", "Счёт"),)


def emblem() -> str:
    return '<svg class="emblem" viewBox="-30 -35 60 70" aria-hidden="true"><circle r="20"/></svg>'
